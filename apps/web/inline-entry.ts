import type { Plugin, Rolldown } from 'vite';

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** An entry chunk that holds no module of its own, only imports: index.html carries it inline. */
export const isFacade = (chunk: Rolldown.OutputChunk) => Object.keys(chunk.modules).length === 0;

/**
 * Writes the entry chunk into index.html as an inline module script. With the entry's modules grouped into one chunk
 * (vite.config.ts), the entry itself is a facade of two statements that imports that chunk and runs it: as a file it
 * was one more request on every first visit, beside the entry's download, for 60 bytes. The server allows it by its
 * hash, like the page's other inline scripts (apps/server/src/plugins/web.ts).
 */
export function inlineEntry(): Plugin {
  return {
    name: 'mockprep:inline-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { chunk }) {
        const tag = ENTRY_TAG.exec(html);
        if (!chunk || !tag?.[1] || !isFacade(chunk)) return html;
        const dir = tag[1].slice(0, tag[1].lastIndexOf('/') + 1);
        const code = chunk.code.replace(/(["'])\.\//g, `$1${dir}`).trim();
        return html.replace(tag[0], () => `<script type="module">${code}</script>`);
      },
    },
  };
}
