import { DONUT_CIRCUMFERENCE } from '@mockprep/contract';
import type { ReactNode } from 'react';

export type DonutSegment = { label: string; value: number /** A Tailwind stroke class. */; stroke: string };
export type DonutArc = { length: number; offset: number };

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Each value's arc on a ring of `circumference` (two decimals): its length, and the dash offset
 * that starts it where the previous arcs end.
 */
export function donutArcs(values: number[], circumference = DONUT_CIRCUMFERENCE): DonutArc[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  let start = 0;
  return values.map((value) => {
    const length = total === 0 ? 0 : round2((Math.max(0, value) / total) * circumference);
    const arc = { length, offset: start === 0 ? 0 : -start };
    start = round2(start + length);
    return arc;
  });
}

const SIZE = 240;
const STROKE = 28;
const RADIUS = DONUT_CIRCUMFERENCE / (2 * Math.PI);

type Props = { segments: DonutSegment[]; label: string; children?: ReactNode };

/** An SVG ring (circumference 628, SPEC 9) split by the segments' values, with `children` in the hole. */
export function DonutChart({ segments, label, children }: Props) {
  const arcs = donutArcs(segments.map((segment) => segment.value));
  return (
    <div className="relative mx-auto aspect-square w-full max-w-56">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="size-full -rotate-90" role="img" aria-label={label}>
        <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-slate-100" />
        {segments.map((segment, i) => {
          const arc = arcs[i] as DonutArc;
          return arc.length > 0 ? (
            <circle
              key={segment.label}
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              fill="none"
              strokeWidth={STROKE}
              strokeDasharray={`${arc.length} ${round2(DONUT_CIRCUMFERENCE - arc.length)}`}
              strokeDashoffset={arc.offset}
              className={segment.stroke}
            />
          ) : null;
        })}
      </svg>
      {children && (
        <div className="absolute inset-0 flex flex-col items-center justify-center text-center">{children}</div>
      )}
    </div>
  );
}
