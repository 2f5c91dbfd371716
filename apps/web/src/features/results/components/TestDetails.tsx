import { type AttemptResult, formatDateTime, formatDuration } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';

/** Test Details grid: name, subject, exam type, duration in minutes, time taken, date. */
export function TestDetails({ result }: { result: AttemptResult }) {
  const { t } = useTranslation('translation', { keyPrefix: 'results.testDetails' });
  const { test } = result;
  const details = [
    { label: t('testName'), value: test.title },
    { label: t('subject'), value: test.subject || '—' },
    { label: t('examType'), value: test.examType || '—' },
    {
      label: t('duration'),
      value: test.duration ? t('minutes', { count: test.duration }) : '—',
    },
    { label: t('timeTaken'), value: formatDuration(result.timeTaken) },
    { label: t('date'), value: formatDateTime(result.submittedAt ?? result.createdAt) },
  ];
  return (
    <section
      aria-labelledby="details-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:break-inside-avoid"
    >
      <h2 id="details-title" className="font-semibold text-slate-900">
        {t('testDetails')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {details.map((detail) => (
          <div key={detail.label} className="min-w-0 rounded-xl bg-slate-50 px-3 py-2.5">
            <dt className="text-xs text-slate-500">{detail.label}</dt>
            <dd className="mt-0.5 text-sm font-semibold break-words text-slate-900">{detail.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
