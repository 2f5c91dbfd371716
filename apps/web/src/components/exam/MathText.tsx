import { useEffect, useMemo, useRef } from 'react';
import { type MathSegment, mathSegments } from './math-segments';

type Katex = typeof import('katex').default;

let katex: Promise<Katex> | undefined;

/** KaTeX and its styles, fetched the first time a formula is shown (never with the first page of a visit). */
function loadKatex(): Promise<Katex> {
  katex ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([module]) => module.default);
  // A failed fetch (offline) is tried again by the next formula.
  katex.catch(() => {
    katex = undefined;
  });
  return katex;
}

/** One formula: its LaTeX source until KaTeX has drawn it (and for good when KaTeX cannot be loaded). */
function Formula({ tex, display }: Extract<MathSegment, { kind: 'math' }>) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    let live = true;
    loadKatex().then(
      (renderer) => {
        if (live && ref.current) renderer.render(tex, ref.current, { displayMode: display, throwOnError: false });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [tex, display]);
  return (
    <span ref={ref} className={display ? 'block overflow-x-auto py-1 text-center' : undefined}>
      {tex}
    </span>
  );
}

/** Text with maths in it: `$...$` inline and `$$...$$` displayed are drawn by KaTeX; the rest is plain text. */
export function MathText({ text }: { text: string }) {
  const segments = useMemo(() => mathSegments(text), [text]);
  return segments.map((segment, index) =>
    segment.kind === 'text' ? (
      // Segments never move within one text: the position is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above
      <span key={index}>{segment.text}</span>
    ) : (
      // A changed formula gets a fresh element: KaTeX has replaced what React put in the old one.
      // biome-ignore lint/suspicious/noArrayIndexKey: the position with the formula is its identity
      <Formula key={`${index}:${segment.tex}`} {...segment} />
    ),
  );
}
