import { zodResolver } from '@hookform/resolvers/zod';
import { EditUserForm, type EditUserInput, type User } from '@mockprep/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TargetExamsField } from '../../../components/target-exams/TargetExamsField';
import type { ExamOption } from '../../../components/ui/ExamMultiSelect';
import { Field, inputClass } from '../../../components/ui/Field';
import { InputField } from '../../../components/ui/InputField';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';

type Props = {
  user: User;
  exams: ExamOption[];
  examsLoading: boolean;
  onSubmit: (body: EditUserInput) => void;
  pending: boolean;
  onClose: () => void;
};

/** SPEC 5 "Edit user": name, email, target exams (at most 5), role and blocked. */
export function EditUserModal({ user, exams, examsLoading, onSubmit, pending, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.users.editUserModal' });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(EditUserForm),
    defaultValues: {
      name: user.name,
      email: user.email ?? '',
      targetExams: user.targetExams.map((exam) => exam._id),
      role: user.role,
      isBlocked: user.isBlocked,
    },
  });
  // The user's own exams stay listed even when one has since been removed from the admin list.
  const options = [...exams, ...user.targetExams.filter((own) => !exams.some((exam) => exam._id === own._id))];

  return (
    <Modal title={t('editUser')} onClose={onClose} dirty={isDirty}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <InputField id="edit-user-name" label={t('fullName')} error={errors.name?.message} {...register('name')} />
        <Field id="edit-user-mobile" label={t('mobileNumber')}>
          <input id="edit-user-mobile" value={user.mobile ?? ''} readOnly disabled className={inputClass} />
        </Field>
        <InputField
          id="edit-user-email"
          label={t('email')}
          optional
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TargetExamsField control={control} name="targetExams" options={options} loading={examsLoading} />
        <Field id="edit-user-role" label={t('role')}>
          <select id="edit-user-role" {...register('role')} className={inputClass}>
            <option value="user">{t('user')}</option>
            <option value="admin">{t('admin')}</option>
          </select>
        </Field>
        <label className="flex items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5">
          <input type="checkbox" {...register('isBlocked')} className="mt-0.5 size-4 accent-rose-600" />
          <span>
            <span className="block text-sm font-medium text-slate-900">{t('blocked')}</span>
            <span className="block text-xs text-slate-500">{t('aBlockedUserCannotSign')}</span>
          </span>
        </label>
        <ModalActions onCancel={onClose} submitLabel={t('saveChanges')} pending={pending} pendingText={t('saving')} />
      </form>
    </Modal>
  );
}
