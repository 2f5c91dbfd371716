import {
  type AdminQuestion,
  type Level,
  QUESTION_TYPES,
  type QuestionInput,
  type QuestionType,
} from '@mockprep/contract';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorAria, Field, FieldError, inputClass } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
import { MathText } from '../components/MathText';
import { optionLetter, shortId } from '../components/QuestionCard';
import { SubjectLevelFields } from '../components/SubjectLevelFields';
import { HindiFields } from './HindiFields';
import { ImageField } from './ImageField';
import { checkDraft, type DraftErrors, draftOf, type QuestionDraft, withoutOption, withType } from './question-draft';

type Props = {
  question: AdminQuestion;
  subjects: string[];
  pending: boolean;
  onSubmit: (body: QuestionInput) => void;
  onClose: () => void;
};

/**
 * Edits a bank question (SPEC 2.13 only set the edit target): its type; two or more options, added and removed,
 * and the correct one (single) or ones (multiple) ticked, or a numerical answer or range; its LaTeX previewed; and
 * optionally its Hindi text. The server versions a question students have seen, so their reviews keep it.
 */
export function EditQuestionModal({ question, subjects, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.questions.editQuestionModal' });
  const [original] = useState<QuestionDraft>(() => draftOf(question));
  const [draft, setDraft] = useState(original);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [uploads, setUploads] = useState(0);
  const uploading = (started: boolean) => setUploads((count) => count + (started ? 1 : -1));
  const multiple = draft.type === 'multiple';

  function change(patch: Partial<QuestionDraft>, ...fields: (keyof DraftErrors)[]) {
    setDraft((current) => ({ ...current, ...patch }));
    if (fields.length > 0)
      setErrors((current) => ({ ...current, ...Object.fromEntries(fields.map((f) => [f, undefined])) }));
  }

  function setOption(index: number, text: string) {
    change({ options: draft.options.map((option, i) => (i === index ? text : option)) }, 'options');
  }

  function toggleCorrect(index: number) {
    const keys = draft.correctOptions;
    change({ correctOptions: keys.includes(index) ? keys.filter((k) => k !== index) : [...keys, index] }, 'key');
  }

  function submit() {
    const result = checkDraft(draft);
    if ('errors' in result) setErrors(result.errors);
    else onSubmit(result.body);
  }

  return (
    <Modal title={t('editQuestion', { id: shortId(question._id) })} onClose={onClose} dirty={draft !== original}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        <Field id="edit-question-text" label={t('question')} error={errors.questionText}>
          <textarea
            id="edit-question-text"
            rows={3}
            value={draft.questionText}
            onChange={(event) => change({ questionText: event.target.value }, 'questionText')}
            {...errorAria('edit-question-text', errors.questionText)}
            className={inputClass}
          />
        </Field>
        <ImageField
          value={draft.image}
          onChange={(image) => change({ image })}
          owner={{ question: `#${shortId(question._id)}` }}
          onUploading={uploading}
        />
        {draft.questionText.includes('$') && (
          <section aria-label={t('preview')} className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
            <p className="mb-1 text-xs font-semibold text-slate-500 uppercase">{t('preview')}</p>
            <MathText text={draft.questionText} className="break-words text-slate-900" />
          </section>
        )}

        <Field id="edit-question-type" label={t('type')}>
          <select
            id="edit-question-type"
            value={draft.type}
            onChange={(event) =>
              change(withType(draft, event.target.value as QuestionType), 'options', 'key', 'answer')
            }
            className={inputClass}
          >
            {QUESTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </Field>

        {draft.type === 'numerical' ? (
          <fieldset className="space-y-2" aria-describedby="edit-question-answer-hint">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t('answer')}</legend>
            <div className="grid grid-cols-2 gap-2">
              <Field id="edit-question-answer-min" label={t('answerValue')} error={errors.answer}>
                <input
                  id="edit-question-answer-min"
                  type="number"
                  step="any"
                  inputMode="decimal"
                  value={draft.answerMin}
                  onChange={(event) => change({ answerMin: event.target.value }, 'answer')}
                  {...errorAria('edit-question-answer-min', errors.answer)}
                  className={inputClass}
                />
              </Field>
              <Field id="edit-question-answer-max" label={t('answerUpTo')} optional>
                <input
                  id="edit-question-answer-max"
                  type="number"
                  step="any"
                  inputMode="decimal"
                  value={draft.answerMax}
                  onChange={(event) => change({ answerMax: event.target.value }, 'answer')}
                  className={inputClass}
                />
              </Field>
            </div>
            <p id="edit-question-answer-hint" className="text-xs text-slate-500">
              {t('answerHint')}
            </p>
          </fieldset>
        ) : (
          <fieldset className="space-y-2" aria-describedby={errors.options ? 'edit-question-options-error' : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-700">
              {multiple ? t('optionsTickEveryCorrectOne') : t('optionsChooseTheCorrectOne')}
            </legend>
            {draft.options.map((option, index) => {
              const letter = optionLetter(index);
              const isCorrect = multiple ? draft.correctOptions.includes(index) : draft.correctOption === index;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position; text may repeat while typing.
                <div key={index} className="space-y-1">
                  <div className="flex items-center gap-2">
                    <input
                      type={multiple ? 'checkbox' : 'radio'}
                      name="edit-question-correct"
                      checked={isCorrect}
                      onChange={() => (multiple ? toggleCorrect(index) : change({ correctOption: index }, 'key'))}
                      aria-label={t('optionIsCorrect', { letter })}
                      className="size-4 shrink-0 accent-emerald-600"
                    />
                    <input
                      value={option}
                      onChange={(event) => setOption(index, event.target.value)}
                      aria-label={t('option', { letter })}
                      className={`${inputClass} ${isCorrect ? 'border-emerald-400' : ''}`}
                    />
                    <button
                      type="button"
                      onClick={() => change(withoutOption(draft, index), 'options', 'key', 'hi')}
                      disabled={draft.options.length <= 2 || (isCorrect && !multiple)}
                      aria-label={t('removeOption', { letter })}
                      title={isCorrect && !multiple ? t('chooseAnotherCorrectOptionFirst') : undefined}
                      className="shrink-0 rounded-lg p-2 text-slate-500 hover:bg-rose-50 hover:text-rose-600 disabled:text-slate-300 disabled:hover:bg-transparent"
                    >
                      <Trash2 className="size-4" />
                    </button>
                  </div>
                  <div className="pl-6">
                    <ImageField
                      value={draft.optionImages[index] ?? null}
                      onChange={(url) =>
                        change({
                          optionImages: draft.options.map((_, i) =>
                            i === index ? url : (draft.optionImages[i] ?? null),
                          ),
                        })
                      }
                      owner={{ option: letter }}
                      onUploading={uploading}
                    />
                  </div>
                </div>
              );
            })}
            <FieldError id="edit-question-options-error" message={errors.options} />
            <FieldError id="edit-question-key-error" message={errors.key} />
            <Button
              variant="ghost"
              onClick={() =>
                change({
                  options: [...draft.options, ''],
                  hiOptions: [...draft.hiOptions, ''],
                  optionImages: [...draft.optionImages, null],
                })
              }
              className="px-2 py-1.5"
            >
              {t('addOption')}
            </Button>
          </fieldset>
        )}

        <SubjectLevelFields
          idPrefix="edit-question"
          subjects={subjects}
          subjectError={errors.subject}
          subject={{ value: draft.subject, onChange: (event) => change({ subject: event.target.value }, 'subject') }}
          level={{ value: draft.level, onChange: (event) => change({ level: event.target.value as Level }) }}
        />
        <Field id="edit-question-explanation" label={t('explanation')} optional>
          <textarea
            id="edit-question-explanation"
            rows={2}
            value={draft.explanation}
            onChange={(event) => change({ explanation: event.target.value })}
            className={inputClass}
          />
        </Field>
        <HindiFields
          draft={draft}
          error={errors.hi}
          open={question.hi !== null}
          onChange={(patch) => change(patch, 'hi')}
        />
        <ModalActions
          onCancel={onClose}
          submitLabel={t('saveChanges')}
          submitDisabled={uploads > 0}
          pending={pending}
          pendingText={t('saving')}
        />
      </form>
    </Modal>
  );
}
