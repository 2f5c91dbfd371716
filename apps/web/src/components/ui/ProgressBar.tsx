const TONES = { violet: 'bg-violet-600', green: 'bg-emerald-500', amber: 'bg-amber-500', red: 'bg-rose-500' } as const;

type Props = { percent: number; label: string; tone?: keyof typeof TONES; minPercent?: number };

/** A horizontal bar; `minPercent` keeps a sliver visible for tiny values (SPEC 9 clamps result bars to 2..100). */
export function ProgressBar({ percent, label, tone = 'violet', minPercent = 0 }: Props) {
  const width = Math.min(100, Math.max(minPercent, percent));
  return (
    <div
      className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
    >
      <div className={`h-full rounded-full transition-all ${TONES[tone]}`} style={{ width: `${width}%` }} />
    </div>
  );
}
