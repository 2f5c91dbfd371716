import type { TestSection } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { signedMarks } from '../../../components/exam/marking';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';

/** The test's sections before Start: questions, time and marks of each. */
export function SectionTable({ sections }: { sections: TestSection[] }) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.instructions.sectionTable' });
  const captionId = useId();
  return (
    <ScrollRegion labelledBy={captionId} className="rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="px-4 pt-4 text-left text-lg font-semibold text-slate-900">
          {t('caption')}
        </caption>
        <thead className="text-xs text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('section')}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('questions')}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('time')}
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              {t('marking')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {sections.map((section) => (
            <tr key={section.name}>
              <th scope="row" className="px-4 py-2 font-semibold text-slate-900">
                {section.name}
              </th>
              <td className="px-4 py-2 tabular-nums">
                {section.attemptAny === null
                  ? section.questionCount
                  : t('attemptAny', { any: section.attemptAny, total: section.questionCount })}
              </td>
              <td className="px-4 py-2 whitespace-nowrap tabular-nums">
                {section.minutes === null ? t('testClock') : t('minutes', { count: section.minutes })}
              </td>
              <td className="px-4 py-2 whitespace-nowrap tabular-nums">
                {t('marks', {
                  correct: signedMarks(section.marking.correct),
                  wrong: signedMarks(section.marking.wrong),
                })}
                {section.marking.unanswered !== 0 &&
                  t('unanswered', { marks: signedMarks(section.marking.unanswered) })}
                {section.marking.partial && t('partial')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
