import { zodResolver } from '@hookform/resolvers/zod';
import { AddQuestionForm } from '@mockprep/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAria, Field, inputClass } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
import { SubjectLevelFields } from '../components/SubjectLevelFields';

type Props = {
  subjects: string[];
  pending: boolean;
  onSubmit: (form: AddQuestionForm) => void;
  onClose: () => void;
};

const OPTION_NUMBERS = [1, 2, 3, 4] as const;

/** SPEC 5 "Add Question form": text, subject, level, exactly four options, the correct one typed 1 to 4. */
export function AddQuestionModal({ subjects, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.questions.addQuestionModal' });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(AddQuestionForm),
    defaultValues: {
      questionText: '',
      options: ['', '', '', ''],
      correctOption: 1,
      explanation: '',
      subject: '',
      level: 'medium' as const,
    },
  });

  return (
    <Modal title={t('addQuestion')} onClose={onClose}>
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
        <div className="grid gap-3 sm:grid-cols-2">
          {OPTION_NUMBERS.map((n) => {
            const id = `add-question-option-${n}`;
            const error = errors.options?.[n - 1]?.message;
            return (
              <Field key={n} id={id} label={t('option', { n })} error={error}>
                <input id={id} {...register(`options.${n - 1}`)} {...errorAria(id, error)} className={inputClass} />
              </Field>
            );
          })}
        </div>
        <Field id="add-question-correct" label={t('correctOption')} error={errors.correctOption?.message}>
          <input
            id="add-question-correct"
            type="number"
            min={1}
            max={4}
            step={1}
            inputMode="numeric"
            {...register('correctOption')}
            {...errorAria('add-question-correct', errors.correctOption)}
            className={`${inputClass} sm:w-32`}
          />
        </Field>
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
