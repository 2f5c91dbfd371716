import { formatDuration, type SectionResult } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../components/exam/marking';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';

type Props = { sections: SectionResult[]; negativeMarks: number };

/** Per section: marks of its maximum, the counts, accuracy and time; then the marks negative marking took. */
export function SectionTable({ sections, negativeMarks }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'results.sectionTable' });
  const showPartial = sections.some((section) => section.partial > 0);
  const cell = 'px-3 py-2.5 text-right tabular-nums print:py-1';
  const head = 'px-3 py-2 text-right font-medium';
  return (
    <section
      aria-labelledby="sections-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm print:break-inside-avoid print:p-3 print:shadow-none"
    >
      <h2 id="sections-title" className="font-semibold text-slate-900">
        {t('title')}
      </h2>
      <ScrollRegion labelledBy="sections-title" className="mt-4 print:mt-2">
        <table className="w-full min-w-max text-sm">
          <thead className="border-b border-slate-200 text-xs text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                {t('section')}
              </th>
              <th scope="col" className={head}>
                {t('marks')}
              </th>
              <th scope="col" className={head}>
                {t('correct')}
              </th>
              {showPartial && (
                <th scope="col" className={head}>
                  {t('partial')}
                </th>
              )}
              <th scope="col" className={head}>
                {t('wrong')}
              </th>
              <th scope="col" className={head}>
                {t('unanswered')}
              </th>
              <th scope="col" className={head}>
                {t('accuracy')}
              </th>
              <th scope="col" className={head}>
                {t('time')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {sections.map((section) => (
              <tr key={section.name}>
                <th scope="row" className="px-3 py-2.5 text-left font-semibold text-slate-900 print:py-1">
                  {section.name}
                </th>
                <td className={`${cell} font-semibold`}>
                  {t('marksOf', { marks: formatNumber(section.marks), maxMarks: formatNumber(section.maxMarks) })}
                </td>
                <td className={cell}>{section.correct}</td>
                {showPartial && <td className={cell}>{section.partial}</td>}
                <td className={cell}>{section.wrong}</td>
                <td className={cell}>{section.unanswered}</td>
                <td className={cell}>{section.accuracy}%</td>
                <td className={cell}>{formatDuration(section.timeSpent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-3 text-sm font-medium text-rose-700">
        {t('negativeMarksLost', { marks: formatNumber(negativeMarks) })}
      </p>
    </section>
  );
}
