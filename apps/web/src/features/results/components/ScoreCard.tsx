import { scoreBand, scoreTone } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../components/exam/marking';
import { bandKey } from '../marks';

const TONES = {
  good: 'from-emerald-500 to-teal-600',
  fair: 'from-amber-500 to-orange-500',
  poor: 'from-rose-500 to-pink-600',
} as const;

type Props = { score: number; marks: number; maxMarks: number };

/** The big score percent and, beside it, the marks of the maximum, with the band's emoji, label and message. */
export function ScoreCard({ score, marks, maxMarks }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'results' });
  const band = bandKey(score);
  return (
    <section
      aria-label={t('scoreCard.score')}
      className={`flex flex-col items-center justify-center rounded-2xl bg-gradient-to-br p-6 text-center text-white shadow-sm print:bg-none print:p-3 print:text-slate-900 ${TONES[scoreTone(score)]}`}
    >
      <span className="text-5xl print:hidden" aria-hidden="true">
        {scoreBand(score).emoji}
      </span>
      <div className="mt-2 flex flex-wrap items-end justify-center gap-x-6 gap-y-2">
        <div>
          <p className="text-5xl font-extrabold tabular-nums sm:text-6xl">{formatNumber(score)}%</p>
          <p className="mt-1 text-sm font-medium opacity-90">{t('scoreCard.yourScore')}</p>
        </div>
        <p className="pb-6 text-2xl font-bold tabular-nums sm:text-3xl">
          {t('scoreCard.marks', { marks: formatNumber(marks), maxMarks: formatNumber(maxMarks) })}
        </p>
      </div>
      <p className="mt-3 text-xl font-bold">{t(`scoreBands.${band}.label`)}</p>
      <p className="mt-1 max-w-xs text-sm opacity-90">{t(`scoreBands.${band}.message`)}</p>
    </section>
  );
}
