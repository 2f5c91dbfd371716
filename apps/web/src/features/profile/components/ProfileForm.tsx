import { zodResolver } from '@hookform/resolvers/zod';
import {
  EDUCATION_LABELS,
  EDUCATION_QUALIFICATIONS,
  GENDER_LABELS,
  GENDERS,
  ProfileBody,
  type User,
} from '@mockprep/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TargetExamsField } from '../../../components/target-exams/TargetExamsField';
import { Button } from '../../../components/ui/Button';
import type { ExamOption } from '../../../components/ui/ExamMultiSelect';
import { errorAria, Field, inputClass } from '../../../components/ui/Field';
import { InputField } from '../../../components/ui/InputField';

const ADDRESS_FIELDS = [
  { name: 'street', autoComplete: 'street-address' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'country', autoComplete: 'country-name' },
  { name: 'postalCode', autoComplete: 'postal-code' },
] as const;

const formValues = (user: User): ProfileBody => ({
  name: user.name,
  email: user.email ?? '',
  targetExams: user.targetExams.map((exam) => exam._id),
  dateOfBirth: user.dateOfBirth?.slice(0, 10) ?? '',
  gender: user.gender,
  educationQualification: user.educationQualification,
  address: { ...user.address },
});

type Props = {
  user: User;
  exams: ExamOption[];
  examsLoading: boolean;
  onSubmit: (body: ProfileBody) => void;
  pending: boolean;
};

/** SPEC 2.6 edit form; the mobile number is shown but cannot be changed. */
export function ProfileForm({ user, exams, examsLoading, onSubmit, pending }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'profile.profileForm' });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ProfileBody),
    values: formValues(user),
    resetOptions: { keepDirtyValues: true },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="profile-form-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="profile-form-title" className="text-lg font-semibold text-slate-900">
        {t('personalDetails')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="profile-name"
          label={t('fullName')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <Field
          id="profile-mobile"
          label={t('mobileNumber')}
          hint={<p className="text-xs text-slate-500">{t('yourMobileNumberCannotBe')}</p>}
        >
          <input id="profile-mobile" value={user.mobile ?? ''} readOnly disabled className={inputClass} />
        </Field>
        <InputField
          id="profile-email"
          label={t('email')}
          optional
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          id="profile-dob"
          label={t('dateOfBirth')}
          optional
          type="date"
          autoComplete="bday"
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
        <Field id="profile-gender" label={t('gender')}>
          <select id="profile-gender" {...register('gender')} className={inputClass}>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="profile-education" label={t('education')}>
          <select id="profile-education" {...register('educationQualification')} className={inputClass}>
            {EDUCATION_QUALIFICATIONS.map((level) => (
              <option key={level} value={level}>
                {EDUCATION_LABELS[level]}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <TargetExamsField control={control} name="targetExams" options={exams} loading={examsLoading} />

      <fieldset className="space-y-4">
        <legend className="mb-3 font-semibold text-slate-900">{t('address')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {ADDRESS_FIELDS.map((field) => (
            <Field
              key={field.name}
              id={`profile-${field.name}`}
              label={t(`addressFields.${field.name}`)}
              optional
              error={errors.address?.[field.name]?.message}
            >
              <input
                id={`profile-${field.name}`}
                autoComplete={field.autoComplete}
                {...register(`address.${field.name}`)}
                {...errorAria(`profile-${field.name}`, errors.address?.[field.name])}
                className={inputClass}
              />
            </Field>
          ))}
        </div>
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" pending={pending} pendingText={t('saving')}>
          {t('saveChanges')}
        </Button>
      </div>
    </form>
  );
}
