import { zodResolver } from '@hookform/resolvers/zod';
import { AddQuestionForm } from '@mockprep/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAria, Field, FieldError, inputClass } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
import { optionLetter } from '../components/QuestionCard';
import { SubjectLevelFields } from '../components/SubjectLevelFields';

type Props = {
  subjects: string[];
  pending: boolean;
  onSubmit: (form: AddQuestionForm) => void;
  onClose: () => void;
};

const OPTION_INDEXES = [0, 1, 2, 3] as const;
const CORRECT_ERROR_ID = 'add-question-correct-error';

/**
 * SPEC 5 "Add Question form": text, subject, level and exactly four options, the correct one chosen by the radio
 * beside it (issue 16 replaces the typed 1 to 4); sent with correctOption as its 0-based index.
 */
export function AddQuestionModal({ subjects, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.questions.addQuestionModal' });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(AddQuestionForm),
    defaultValues: {
      questionText: '',
      options: ['', '', '', ''],
      explanation: '',
      subject: '',
      level: 'medium' as const,
    },
  });

  return (
    <Modal title={t('addQuestion')} onClose={onClose} dirty={isDirty}>
      <form noValidate onSubmit={handleSubmit((form) => onSubmit(form))} className="space-y-4">
        <Field id="add-question-text" label={t('question')} error={errors.questionText?.message}>
          <textarea
            id="add-question-text"
            rows={3}
            {...register('questionText')}
            {...errorAria('add-question-text', errors.questionText)}
            className={inputClass}
          />
        </Field>
        <Controller
          control={control}
          name="correctOption"
          render={({ field: correct }) => (
            <fieldset className="space-y-2" aria-describedby={errors.correctOption ? CORRECT_ERROR_ID : undefined}>
              <legend className="mb-1 text-sm font-medium text-slate-700">{t('optionsChooseTheCorrectOne')}</legend>
              {OPTION_INDEXES.map((index) => {
                const letter = optionLetter(index);
                const id = `add-question-option-${index + 1}`;
                const error = errors.options?.[index]?.message;
                return (
                  <div key={id} className="space-y-1">
                    <div className="flex items-center gap-1">
                      <label className="flex h-11 w-14 shrink-0 cursor-pointer items-center gap-1.5 rounded-lg px-2 font-medium text-slate-700 text-sm hover:bg-emerald-50">
                        <input
                          type="radio"
                          name={correct.name}
                          checked={correct.value === index}
                          onChange={() => correct.onChange(index)}
                          onBlur={correct.onBlur}
                          ref={index === 0 ? correct.ref : undefined}
                          aria-label={t('optionIsCorrect', { letter })}
                          className="size-5 accent-emerald-600"
                        />
                        {letter}
                      </label>
                      <input
                        id={id}
                        {...register(`options.${index}`)}
                        aria-label={t('option', { letter })}
                        {...errorAria(id, error)}
                        className={`${inputClass} ${correct.value === index ? 'border-emerald-400' : ''}`}
                      />
                    </div>
                    <div className="pl-15">
                      <FieldError id={`${id}-error`} message={error} />
                    </div>
                  </div>
                );
              })}
              <FieldError id={CORRECT_ERROR_ID} message={errors.correctOption?.message} />
            </fieldset>
          )}
        />
        <SubjectLevelFields
          idPrefix="add-question"
          subjects={subjects}
          subjectError={errors.subject?.message}
          subject={register('subject')}
          level={register('level')}
        />
        <Field id="add-question-explanation" label={t('explanation')} optional>
          <textarea id="add-question-explanation" rows={2} {...register('explanation')} className={inputClass} />
        </Field>
        <ModalActions onCancel={onClose} submitLabel={t('addQuestion')} pending={pending} pendingText={t('adding')} />
      </form>
    </Modal>
  );
}
