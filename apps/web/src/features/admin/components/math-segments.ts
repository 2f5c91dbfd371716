/** A piece of question text: plain, or the LaTeX between a pair of `$`. */
export type MathSegment = { math: boolean; text: string };

/** The text cut at each `$...$`; `\$` is a dollar sign, and a `$` without its pair stays plain text. */
export function mathSegments(text: string): MathSegment[] {
  const segments: MathSegment[] = [];
  const pattern = /(?<!\\)\$([^$]+?)(?<!\\)\$/g;
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > from) segments.push({ math: false, text: text.slice(from, match.index) });
    segments.push({ math: true, text: match[1] as string });
    from = match.index + match[0].length;
  }
  if (from < text.length) segments.push({ math: false, text: text.slice(from) });
  return segments.map((s) => (s.math ? s : { math: false, text: s.text.replaceAll('\\$', '$') }));
}
