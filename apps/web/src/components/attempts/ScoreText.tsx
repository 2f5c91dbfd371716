import { scoreBand, scoreTone } from '@mockprep/contract';
import { formatNumber } from '../exam/marking';

const TONE_CLASSES = { good: 'text-emerald-700', fair: 'text-amber-700', poor: 'text-rose-700' } as const;

type Props = { score: number; emoji?: boolean; className?: string };

/** A score percent in its SPEC 9 colour, optionally after the band's emoji. */
export function ScoreText({ score, emoji = false, className = '' }: Props) {
  return (
    <span className={`font-bold tabular-nums ${TONE_CLASSES[scoreTone(score)]} ${className}`}>
      {emoji && <span aria-hidden="true">{scoreBand(score).emoji} </span>}
      {formatNumber(score)}%
    </span>
  );
}
