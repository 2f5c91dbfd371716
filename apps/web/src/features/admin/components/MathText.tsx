import { useEffect, useRef, useState } from 'react';
import { type MathSegment, mathSegments } from './math-segments';

type Katex = typeof import('katex').default;

/** KaTeX and its stylesheet, fetched the first time an admin screen shows maths. */
let katexLoad: Promise<Katex> | null = null;
const loadKatex = () => {
  katexLoad ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([m]) => m.default);
  return katexLoad;
};

/**
 * Text with its `$...$` rendered by KaTeX (loaded lazily); until KaTeX arrives, and for LaTeX it cannot read,
 * the source shows as typed.
 */
export function MathText({ text, className }: { text: string; className?: string }) {
  const segments = mathSegments(text);
  const hasMath = segments.some((s) => s.math);
  const [katex, setKatex] = useState<Katex | null>(null);
  useEffect(() => {
    if (!hasMath || katex) return;
    let live = true;
    void loadKatex().then((loaded) => live && setKatex(() => loaded));
    return () => {
      live = false;
    };
  }, [hasMath, katex]);
  return (
    <span className={className}>
      {segments.map((segment, index) =>
        segment.math && katex ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text never move.
          <MathSegmentView key={index} katex={katex} segment={segment} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text never move.
          <span key={index}>{segment.math ? `$${segment.text}$` : segment.text}</span>
        ),
      )}
    </span>
  );
}

function MathSegmentView({ katex, segment }: { katex: Katex; segment: MathSegment }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // KaTeX's own markup (it escapes the source; `trust` stays off), rather than katex.render, which refuses
    // documents without a doctype.
    if (ref.current) ref.current.innerHTML = katex.renderToString(segment.text, { throwOnError: false });
  }, [katex, segment.text]);
  return <span ref={ref} />;
}
