import { QUESTION_FORMAT_EXAMPLES } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';

/** The bulk question formats beyond single-correct, each with an example to copy. */
export function QuestionFormats() {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.questionFormats' });
  return (
    <details className="rounded-xl border border-slate-200 p-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-700">{t('summary')}</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-600">
        <li>{t('type')}</li>
        <li>{t('multiple')}</li>
        <li>{t('numerical')}</li>
        <li>{t('hindi')}</li>
        <li>{t('latex')}</li>
      </ul>
      {(Object.keys(QUESTION_FORMAT_EXAMPLES) as (keyof typeof QUESTION_FORMAT_EXAMPLES)[]).map((kind) => (
        <figure key={kind} className="mt-3">
          <figcaption className="text-xs font-semibold text-slate-500">{t(`examples.${kind}`)}</figcaption>
          <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
            {JSON.stringify(QUESTION_FORMAT_EXAMPLES[kind], null, 2)}
          </pre>
        </figure>
      ))}
    </details>
  );
}
