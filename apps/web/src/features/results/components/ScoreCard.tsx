import { scoreBand, scoreTone } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';

const TONES = {
  good: 'from-emerald-500 to-teal-600',
  fair: 'from-amber-500 to-orange-500',
  poor: 'from-rose-500 to-pink-600',
} as const;

/** The big score percent with the band's emoji, label and message (SPEC 9 bands). */
export function ScoreCard({ score }: { score: number }) {
  const { t } = useTranslation('translation', { keyPrefix: 'results.scoreCard' });
  const band = scoreBand(score);
  return (
    <section
      aria-label={t('score')}
      className={`flex flex-col items-center justify-center rounded-2xl bg-gradient-to-br p-6 text-center text-white shadow-sm print:bg-none print:text-slate-900 ${TONES[scoreTone(score)]}`}
    >
      <span className="text-5xl" aria-hidden="true">
        {band.emoji}
      </span>
      <p className="mt-2 text-5xl font-extrabold tabular-nums sm:text-6xl">{score}%</p>
      <p className="mt-1 text-sm font-medium opacity-90">{t('yourScore')}</p>
      <p className="mt-3 text-xl font-bold">{band.label}</p>
      <p className="mt-1 max-w-xs text-sm opacity-90">{band.message}</p>
    </section>
  );
}
