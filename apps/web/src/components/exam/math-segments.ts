/** A piece of a text with maths: plain text, or LaTeX shown inline (`$...$`) or on a line of its own (`$$...$$`). */
export type MathSegment = { kind: 'text'; text: string } | { kind: 'math'; tex: string; display: boolean };

// `\$` is a dollar sign; an inline formula ends on its line.
const PATTERN = /\\\$|\$\$([\s\S]+?)\$\$|\$((?:\\.|[^$\\\n])+?)\$/g;

/** Splits `source` into text and formulas; a lone `$` stays text. */
export function mathSegments(source: string): MathSegment[] {
  const segments: MathSegment[] = [];
  let text = '';
  let last = 0;
  for (const match of source.matchAll(PATTERN)) {
    text += source.slice(last, match.index);
    last = match.index + match[0].length;
    if (match[0] === '\\$') {
      text += '$';
      continue;
    }
    if (text) segments.push({ kind: 'text', text });
    text = '';
    const display = match[1] !== undefined;
    segments.push({ kind: 'math', tex: (display ? match[1] : match[2])?.trim() ?? '', display });
  }
  text += source.slice(last);
  if (text) segments.push({ kind: 'text', text });
  return segments;
}
