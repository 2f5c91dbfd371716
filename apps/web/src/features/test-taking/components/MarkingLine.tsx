import type { Marking } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { signedMarks } from '../../../components/exam/marking';

/** A question's marks as the exam paper prints them beside its number: "+4 / −1". */
export function MarkingLine({ marking }: { marking: Marking }) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.marking' });
  const correct = signedMarks(marking.correct);
  const wrong = signedMarks(marking.wrong);
  return (
    <span
      className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 tabular-nums"
      title={t('describe', { correct, wrong })}
    >
      <span aria-hidden="true">
        {correct} / {wrong}
      </span>
      <span className="sr-only">{t('describe', { correct, wrong })}</span>
    </span>
  );
}
