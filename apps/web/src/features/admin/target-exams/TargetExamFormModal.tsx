import { zodResolver } from '@hookform/resolvers/zod';
import { type TargetExam, TargetExamForm, type TargetExamInput } from '@mockprep/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAria, Field, inputClass } from '../../../components/ui/Field';
import { InputField } from '../../../components/ui/InputField';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';

type Props = {
  /** The exam to edit; absent to add a new one. */
  exam?: TargetExam;
  /** A new exam goes to the end of the list by default. */
  nextSequence: number;
  pending: boolean;
  onSubmit: (body: TargetExamInput) => void;
  onClose: () => void;
};

/** SPEC 5 "Target exam form": name required, description optional, sequence at least 0. */
export function TargetExamFormModal({ exam, nextSequence, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.targetExams.targetExamFormModal' });
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<TargetExamForm, unknown, TargetExamInput>({
    resolver: zodResolver(TargetExamForm),
    defaultValues: {
      name: exam?.name ?? '',
      description: exam?.description ?? '',
      sequence: exam?.sequence ?? nextSequence,
      isActive: exam?.isActive ?? true,
    },
  });

  return (
    <Modal title={exam ? t('editTargetExam') : t('addNewTargetExam')} onClose={onClose} dirty={isDirty}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <Field id="exam-name" label={t('name')} error={errors.name?.message}>
          <input
            id="exam-name"
            {...register('name')}
            {...errorAria('exam-name', errors.name)}
            placeholder={t('eGJeeMain')}
            className={inputClass}
          />
        </Field>
        <Field id="exam-description" label={t('description')} optional>
          <textarea id="exam-description" rows={3} {...register('description')} className={inputClass} />
        </Field>
        <InputField
          id="exam-sequence"
          label={t('sequence')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          error={errors.sequence?.message}
          {...register('sequence')}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" {...register('isActive')} className="size-4 accent-violet-600" />
          {t('activeShownToStudents')}
        </label>
        <ModalActions
          onCancel={onClose}
          submitLabel={exam ? t('updateExam') : t('createExam')}
          pending={pending}
          pendingText={t('saving')}
        />
      </form>
    </Modal>
  );
}
