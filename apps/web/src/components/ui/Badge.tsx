import type { ReactNode } from 'react';

const TONES = {
  violet: 'bg-violet-100 text-violet-700',
  red: 'bg-rose-100 text-rose-700',
  green: 'bg-emerald-100 text-emerald-700',
  amber: 'bg-amber-100 text-amber-800',
  slate: 'bg-slate-100 text-slate-700',
} as const;

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = 'violet', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-[10px] font-bold tracking-wide uppercase ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
