import type { Plugin } from 'vite';

/**
 * Moves the app's stylesheet from the head to the end of the body. In the head it holds back the first paint until
 * it has downloaded; after #root the inline splash paints at once. The entry module still runs only once the
 * stylesheet has loaded (a parser-inserted stylesheet blocks the scripts after it), so React never renders unstyled.
 */
export function lateStylesheet(): Plugin {
  return {
    name: 'mockprep:late-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const withoutLinks = links.reduce((page, link) => page.replace(link, ''), html);
        return withoutLinks.replace('</body>', `${links.map((link) => `  ${link.trim()}\n`).join('')}</body>`);
      },
    },
  };
}
