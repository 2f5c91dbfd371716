import { MAX_TARGET_EXAMS } from '@mockprep/contract';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExamMultiSelect, type ExamOption } from '../ui/ExamMultiSelect';

type Props<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPathByValue<Values, string[] | undefined>;
  options: ExamOption[];
  loading: boolean;
};

/** SPEC 2.3: the optional "Target exams" choice (at most MAX_TARGET_EXAMS) of a react-hook-form form. */
export function TargetExamsField<Values extends FieldValues>({ control, name, options, loading }: Props<Values>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ExamMultiSelect
          label={t('targetExams.targetExamsField.targetExams')}
          optional
          options={options}
          loading={loading}
          value={field.value ?? []}
          onChange={field.onChange}
          max={MAX_TARGET_EXAMS}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
