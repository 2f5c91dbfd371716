import { type AdminQuestion, type Level, QUESTION_MSG, QuestionInput } from '@mockprep/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { errorAria, Field, FieldError, inputClass } from '../../../components/ui/Field';
import { Icon } from '../../../components/ui/Icon';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
import { optionLetter, shortId } from '../components/QuestionCard';
import { SubjectLevelFields } from '../components/SubjectLevelFields';

type Props = {
  question: AdminQuestion;
  subjects: string[];
  pending: boolean;
  onSubmit: (body: QuestionInput) => void;
  onClose: () => void;
};

type Draft = Omit<QuestionInput, 'explanation'> & { explanation: string };
type Errors = Partial<Record<'questionText' | 'options' | 'subject', string>>;

/** The contract's rules (QuestionInput) as one message per field; blank options count as missing. */
function validate(draft: Draft): { body: QuestionInput } | { errors: Errors } {
  const parsed = QuestionInput.safeParse({ ...draft, explanation: draft.explanation.trim() || null });
  if (parsed.success) return { body: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'options') errors.options = QUESTION_MSG.options;
    else if (field === 'questionText' || field === 'subject') errors[field] = issue.message;
  }
  return { errors };
}

/**
 * Edits a bank question (SPEC 2.13 only set the edit target): two or more options, added and removed,
 * and the correct one chosen. The server versions a question students have seen, so their reviews keep it.
 */
export function EditQuestionModal({ question, subjects, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.questions.editQuestionModal' });
  const [draft, setDraft] = useState<Draft>({ ...question, explanation: question.explanation ?? '' });
  const [errors, setErrors] = useState<Errors>({});

  function change(patch: Partial<Draft>, field?: keyof Errors) {
    setDraft((current) => ({ ...current, ...patch }));
    if (field) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function setOption(index: number, text: string) {
    change({ options: draft.options.map((option, i) => (i === index ? text : option)) }, 'options');
  }

  function removeOption(index: number) {
    const correct = draft.correctOption;
    change(
      { options: draft.options.filter((_, i) => i !== index), correctOption: index < correct ? correct - 1 : correct },
      'options',
    );
  }

  function submit() {
    const result = validate(draft);
    if ('errors' in result) setErrors(result.errors);
    else onSubmit(result.body);
  }

  return (
    <Modal title={t('editQuestion', { id: shortId(question._id) })} onClose={onClose}>
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

        <fieldset className="space-y-2" aria-describedby={errors.options ? 'edit-question-options-error' : undefined}>
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('optionsChooseTheCorrectOne')}</legend>
          {draft.options.map((option, index) => {
            const letter = optionLetter(index);
            const isCorrect = draft.correctOption === index;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: an option is its position; text may repeat while typing.
              <div key={index} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="edit-question-correct"
                  checked={isCorrect}
                  onChange={() => change({ correctOption: index })}
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
                  onClick={() => removeOption(index)}
                  disabled={draft.options.length <= 2 || isCorrect}
                  aria-label={t('removeOption', { letter })}
                  title={isCorrect ? t('chooseAnotherCorrectOptionFirst') : undefined}
                  className="shrink-0 rounded-lg p-2 text-slate-500 hover:bg-rose-50 hover:text-rose-600 disabled:text-slate-300 disabled:hover:bg-transparent"
                >
                  <Icon name="trash" className="size-4" />
                </button>
              </div>
            );
          })}
          <FieldError id="edit-question-options-error" message={errors.options} />
          <Button variant="ghost" onClick={() => change({ options: [...draft.options, ''] })} className="px-2 py-1.5">
            {t('addOption')}
          </Button>
        </fieldset>

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
        <ModalActions onCancel={onClose} submitLabel={t('saveChanges')} pending={pending} pendingText={t('saving')} />
      </form>
    </Modal>
  );
}
