import { barWidth, scoreTone } from '@mockprep/contract';
import { ScoreText } from '../../../components/attempts/ScoreText';

const BAR_TONES = { good: 'bg-emerald-500', fair: 'bg-amber-500', poor: 'bg-rose-500' } as const;

/** The score as a bar (a sliver at least, SPEC 9) followed by the percent, which carries the value. */
export function ScoreBar({ score }: { score: number }) {
  return (
    <div className="flex items-center gap-3">
      <div aria-hidden="true" className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-slate-100">
        <div
          className={`h-full rounded-full ${BAR_TONES[scoreTone(score)]}`}
          style={{ width: `${barWidth(score)}%` }}
        />
      </div>
      <ScoreText score={score} className="w-14 shrink-0 text-right text-sm" />
    </div>
  );
}
