import type { AdminQuestion } from '@mockprep/contract';
import { SquarePen, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QuestionImage } from '../../../components/exam/QuestionImage';
import { Badge } from '../../../components/ui/Badge';
import { ItemAction } from '../components/ItemAction';
import { MathText } from '../components/MathText';
import { answerText, LEVEL_TONES, optionLetter, shortId } from '../components/QuestionCard';

type Props = {
  questions: AdminQuestion[];
  isSelected: (id: string) => boolean;
  onToggle: (id: string) => void;
  onEdit: (question: AdminQuestion) => void;
  onDelete: (question: AdminQuestion) => void;
};

/** The key: a numerical question's answer, or the letters of every correct option. */
function keyText(question: AdminQuestion) {
  if (question.answer) return answerText(question.answer);
  const correct = question.correctOptions.length > 0 ? question.correctOptions : [question.correctOption];
  return correct.map(optionLetter).join(', ');
}

const HEADINGS = ['question', 'subject', 'level', 'type', 'answer', 'actions'] as const;

/** The bank on a wide screen: a row per question, its text cut to two lines, its key and its actions. */
export function QuestionTable({ questions, isSelected, onToggle, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('admin.questions.questionsTab.questionBank')}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <td className="w-10 px-3 py-2.5" />
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2.5">
                {t(`admin.questions.questionTable.${heading}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {questions.map((question) => {
            const name = t('admin.questionCard.name', { id: shortId(question._id) });
            const selected = isSelected(question._id);
            return (
              <tr key={question._id} className={`align-top ${selected ? 'bg-violet-50' : ''}`}>
                <td className="px-3 py-2.5">
                  <input
                    type="checkbox"
                    checked={selected}
                    onChange={() => onToggle(question._id)}
                    aria-label={t('admin.questionCard.select', { name })}
                    className="mt-0.5 size-4 accent-violet-600"
                  />
                </td>
                <th scope="row" className="max-w-xl px-3 py-2.5 font-normal">
                  <span className="font-mono text-xs text-slate-500">#{shortId(question._id)}</span>
                  {question.hi && (
                    <span lang="hi" className="ml-2 text-xs font-medium text-slate-600">
                      {t('admin.questionCard.hindi')}
                    </span>
                  )}
                  <span className="line-clamp-2 break-words text-slate-900">
                    <MathText text={question.questionText} />
                  </span>
                  {question.image && (
                    <span className="mt-1.5 block w-24">
                      <QuestionImage src={question.image} question={`#${shortId(question._id)}`} thumbnail />
                    </span>
                  )}
                </th>
                <td className="px-3 py-2.5 text-slate-700">{question.subject}</td>
                <td className="px-3 py-2.5">
                  <Badge tone={LEVEL_TONES[question.level]}>{question.level}</Badge>
                </td>
                <td className="px-3 py-2.5 whitespace-nowrap text-slate-600">
                  {question.type === 'single'
                    ? t('admin.questions.questionTable.single')
                    : t(`admin.questionCard.types.${question.type}`)}
                  {question.type !== 'numerical' && (
                    <span className="block text-xs text-slate-500">
                      {t('admin.questionCard.options', { length: question.options.length })}
                    </span>
                  )}
                </td>
                <td className="px-3 py-2.5 font-medium text-emerald-800">{keyText(question)}</td>
                <td className="px-3 py-2.5">
                  <div className="flex gap-1.5">
                    <ItemAction
                      icon={SquarePen}
                      label={t('admin.questionCard.edit')}
                      item={name}
                      onClick={() => onEdit(question)}
                    />
                    <ItemAction
                      icon={Trash2}
                      label={t('admin.questionCard.delete')}
                      item={name}
                      tone="rose"
                      onClick={() => onDelete(question)}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
