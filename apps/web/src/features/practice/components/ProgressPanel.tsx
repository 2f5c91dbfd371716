import type { PracticeProgress } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { StatCard } from '../../../components/ui/StatCard';
import { accuracyOf, type Session } from '../session';

const percent = (correct: number, answered: number) => (answered ? Math.round((correct / answered) * 100) : 0);

/** This session's running accuracy and the progress saved on the server, overall and per subject. */
export function ProgressPanel({ session, saved }: { session: Session; saved: PracticeProgress }) {
  const { t } = useTranslation('translation', { keyPrefix: 'practice.progressPanel' });
  return (
    <aside aria-labelledby="practice-progress-title" className="space-y-4">
      <h2 id="practice-progress-title" className="text-lg font-semibold text-slate-900">
        {t('yourProgress')}
      </h2>
      <section aria-label={t('thisSession')} className="grid grid-cols-2 gap-3">
        <StatCard label={t('thisSession')} value={`${session.correct}/${session.answered}`} hint={t('correctHint')} />
        <StatCard label={t('sessionAccuracy')} value={`${accuracyOf(session)}%`} hint={t('ofAnswers')} />
      </section>
      <section
        aria-labelledby="practice-saved-title"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h3 id="practice-saved-title" className="text-sm font-semibold text-slate-900">
          {t('allTimePractice')}
        </h3>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
          <div>
            <dt className="text-xs text-slate-500">{t('answered')}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">{saved.answered}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('correctLabel')}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">{saved.correct}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">{t('accuracy')}</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">{Math.round(saved.accuracy)}%</dd>
          </div>
        </dl>
        {saved.bySubject.length > 0 && (
          <ul aria-label={t('accuracyBySubject')} className="mt-4 space-y-3">
            {saved.bySubject.map((row) => {
              const value = percent(row.correct, row.answered);
              return (
                <li key={row.subject}>
                  <div className="mb-1 flex justify-between gap-2 text-xs">
                    <span className="truncate font-medium text-slate-700">{row.subject}</span>
                    <span className="shrink-0 text-slate-500 tabular-nums">
                      {row.correct}/{row.answered} · {value}%
                    </span>
                  </div>
                  <ProgressBar
                    percent={value}
                    label={t('subjectAccuracy', { subject: row.subject })}
                    tone="green"
                    minPercent={2}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </aside>
  );
}
