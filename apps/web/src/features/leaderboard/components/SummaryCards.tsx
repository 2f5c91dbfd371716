import { formatCount } from '@mockprep/contract';
import { ChartNoAxesColumnIncreasing, CircleUserRound, type LucideIcon, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** `topScore` is null on an empty board. */
type Props = { participants: number; averageScore: number; topScore: number | null; topLabel: string };

/** A score of an empty board reads "—": nobody scored 0 %. */
const percentOrDash = (score: number | null) => (score === null ? '—' : `${score}%`);

const TONES = {
  violet: 'bg-violet-50 text-violet-600',
  blue: 'bg-sky-50 text-sky-600',
  amber: 'bg-amber-50 text-amber-600',
};

/** Participants, average score and the best score: three cards side by side, the icons from 640 px. */
export function SummaryCards({ participants, averageScore, topScore, topLabel }: Props) {
  const empty = participants === 0 || topScore === null;
  const { t } = useTranslation('translation', { keyPrefix: 'leaderboard.summaryCards' });
  const figures: { label: string; value: string; icon: LucideIcon; tone: keyof typeof TONES }[] = [
    {
      label: t('participants'),
      value: formatCount(participants),
      icon: CircleUserRound,
      tone: 'violet',
    },
    {
      label: t('averageScore'),
      value: percentOrDash(empty ? null : averageScore),
      icon: ChartNoAxesColumnIncreasing,
      tone: 'blue',
    },
    { label: topLabel, value: percentOrDash(empty ? null : topScore), icon: Trophy, tone: 'amber' },
  ];
  return (
    <section aria-label={t('leaderboardSummary')} className="mb-6 grid grid-cols-3 gap-2 sm:gap-3">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"
        >
          <span
            aria-hidden="true"
            className={`hidden size-10 shrink-0 items-center justify-center self-center rounded-xl sm:flex ${TONES[figure.tone]}`}
          >
            <figure.icon className="size-5" />
          </span>
          <div className="flex min-w-0 flex-col justify-between">
            <p className="text-xs leading-tight font-medium text-slate-500">{figure.label}</p>
            <p className="text-lg font-bold text-slate-900 tabular-nums">{figure.value}</p>
          </div>
        </div>
      ))}
    </section>
  );
}
