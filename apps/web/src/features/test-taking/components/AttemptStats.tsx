import { BookOpen, ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { StatCard } from '../../../components/ui/StatCard';
import { useMediaQuery } from '../../../lib/use-media-query';

type Props = { current: number; total: number; answered: number };

/** Position and answered count, then the share of questions answered (the clock is in the frame's bar). */
export function AttemptStats({ current, total, answered }: Props) {
  const { t } = useTranslation();
  // A phone gets one compact strip, so that the question starts high on the screen.
  const roomy = useMediaQuery('(min-width: 768px)');
  const percent = total === 0 ? 0 : Math.round((answered / total) * 100);
  const progress = (
    <div className="flex items-center gap-3">
      <ProgressBar percent={percent} label={t('testTaking.attemptStats.questionsAnswered')} tone="green" />
      <span className="shrink-0 text-sm font-semibold text-slate-600 tabular-nums">{percent}%</span>
    </div>
  );

  if (!roomy) {
    const cells = [
      { label: t('testTaking.attemptStats.question'), value: `${current} / ${total}` },
      { label: t('testTaking.counts.answered'), value: answered },
    ];
    return (
      <section
        aria-label={t('testTaking.attemptStats.testProgress')}
        className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
      >
        <dl className="mb-3 grid grid-cols-2 divide-x divide-slate-200 text-center">
          {cells.map(({ label, value }) => (
            <div key={label} className="px-1">
              <dt className="text-[11px] font-medium text-slate-500">{label}</dt>
              <dd className="text-lg font-bold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {progress}
      </section>
    );
  }

  return (
    <section aria-label={t('testTaking.attemptStats.testProgress')} className="space-y-3">
      <div className="grid grid-cols-2 gap-4">
        <StatCard
          label={t('testTaking.attemptStats.question')}
          value={`${current} / ${total}`}
          icon={BookOpen}
          tone="blue"
        />
        <StatCard label={t('testTaking.attemptStats.answered')} value={answered} icon={ClipboardCheck} tone="green" />
      </div>
      {progress}
    </section>
  );
}
