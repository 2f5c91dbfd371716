import type { AdminQuestion, Level } from '@mockprep/contract';
import { SquarePen, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionImage } from '../../../components/exam/QuestionImage';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { ItemAction } from './ItemAction';
import { MathText } from './MathText';

/** SPEC 2.13: the card shows the first 3 options and counts the rest. */
const PREVIEW_OPTIONS = 3;

export const LEVEL_TONES: Record<Level, BadgeTone> = { easy: 'green', medium: 'amber', hard: 'red' };

export const shortId = (id: string) => id.slice(-6);

export const optionLetter = (index: number) => String.fromCharCode(65 + index);

type Props = {
  question: AdminQuestion;
  selected: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** A numerical question's key: "42", or "9.7 to 9.9" for a range. */
export const answerText = (answer: { min: number; max: number }) =>
  answer.min === answer.max ? String(answer.min) : `${answer.min} – ${answer.max}`;

/**
 * SPEC 2.13 question card: short id, subject, text (its LaTeX rendered), level, type, option count, a preview of the
 * options with every correct one marked, or a numerical question's answer; a mark when it has Hindi text.
 */
export function QuestionCard({ question, selected, onToggle, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const textId = useId();
  const more = question.options.length - PREVIEW_OPTIONS;
  const correct = new Set(question.correctOptions.length > 0 ? question.correctOptions : [question.correctOption]);
  const hiddenCorrect = [...correct].filter((i) => i >= PREVIEW_OPTIONS).map(optionLetter);
  const name = t('admin.questionCard.name', { id: shortId(question._id) });
  return (
    <article
      aria-labelledby={textId}
      className={`rounded-2xl border bg-white p-4 shadow-sm ${selected ? 'border-violet-400 ring-1 ring-violet-200' : 'border-slate-200'}`}
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={t('admin.questionCard.select', { name })}
          className="size-6 shrink-0 accent-violet-600"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <span className="font-mono">#{shortId(question._id)}</span>
            <span aria-hidden="true">·</span>
            <span className="font-medium text-slate-700">{question.subject}</span>
            <Badge tone={LEVEL_TONES[question.level]}>{question.level}</Badge>
            {question.type !== 'single' && (
              <Badge tone="violet">{t(`admin.questionCard.types.${question.type}`)}</Badge>
            )}
            {question.type !== 'numerical' && (
              <span>{t('admin.questionCard.options', { length: question.options.length })}</span>
            )}
            {question.hi && (
              <span lang="hi" className="font-medium text-slate-700">
                {t('admin.questionCard.hindi')}
              </span>
            )}
          </div>
          <p id={textId} className="mt-2 font-medium break-words text-slate-900">
            <MathText text={question.questionText} />
          </p>
          {question.image && (
            <div className="mt-2">
              <QuestionImage src={question.image} question={`#${shortId(question._id)}`} thumbnail />
            </div>
          )}
          {question.answer && (
            <p className="mt-3 rounded-lg bg-emerald-50 px-2 py-1 text-sm font-medium text-emerald-800">
              {t('admin.questionCard.answer', { answer: answerText(question.answer) })}
            </p>
          )}
          <ol className="mt-3 space-y-1 text-sm">
            {question.options.slice(0, PREVIEW_OPTIONS).map((option, index) => {
              const isCorrect = correct.has(index);
              const image = question.optionImages[index];
              return (
                <li
                  // Options may repeat ("None of these" twice is a typo, not a crash), so the position keys them.
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are never reordered here.
                  key={index}
                  className={`flex gap-2 rounded-lg px-2 py-1 ${isCorrect ? 'bg-emerald-50 font-medium text-emerald-800' : 'text-slate-600'}`}
                >
                  <span className="shrink-0">{optionLetter(index)}.</span>
                  <span className="min-w-0 break-words">
                    {option}
                    {image && (
                      <span className="mt-1 block">
                        <QuestionImage src={image} option={optionLetter(index)} thumbnail />
                      </span>
                    )}
                  </span>
                  {isCorrect && (
                    <span className="ml-auto shrink-0 text-xs font-semibold">
                      {t('admin.questionCard.correctBadge')}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          {more > 0 && (
            <p className="mt-1 px-2 text-xs text-slate-500">
              {t('admin.questionCard.moreOptions', { count: more })}
              {hiddenCorrect.length > 0 && (
                <span className="font-medium text-emerald-700">
                  {' '}
                  {t('admin.questionCard.correctHidden', { correctOption: hiddenCorrect.join(', ') })}
                </span>
              )}
            </p>
          )}
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2 border-t border-slate-100 pt-3">
        <ItemAction icon={SquarePen} label={t('admin.questionCard.edit')} item={name} onClick={onEdit} />
        <ItemAction icon={Trash2} label={t('admin.questionCard.delete')} item={name} tone="rose" onClick={onDelete} />
      </div>
    </article>
  );
}
