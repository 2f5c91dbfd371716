import type { TestForm, TestInput } from '@mockprep/contract';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAria, Field, inputClass } from '../../../components/ui/Field';

/** A typed number as a number; an emptied box as undefined (the contract then names what is missing). */
export const toNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

const MARKS = ['correct', 'wrong', 'unanswered'] as const;

type Props = {
  form: UseFormReturn<TestForm, unknown, TestInput>;
  /** The section whose marking these are. */
  index: number;
  legend: string;
};

/** Marks for a correct, a wrong and an unanswered question, and JEE Advanced partial marks, of one section. */
export function MarkingFields({ form, index, legend }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.mockTests.sectionsEditor' });
  const errors = form.formState.errors.sections?.[index]?.marking as FieldErrors<Record<string, number>> | undefined;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {MARKS.map((mark) => {
          const id = `section-${index}-marking-${mark}`;
          const name = `sections.${index}.marking.${mark}` as const;
          return (
            <Field key={mark} id={id} label={t(`marks.${mark}`)} error={errors?.[mark]?.message}>
              <input
                id={id}
                type="number"
                step="any"
                inputMode="decimal"
                {...form.register(name, { setValueAs: toNumber, onChange: () => form.clearErrors(name) })}
                {...errorAria(id, errors?.[mark])}
                className={inputClass}
              />
            </Field>
          );
        })}
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          {...form.register(`sections.${index}.marking.partial`)}
          className="mt-0.5 size-4 shrink-0 accent-violet-600"
        />
        {t('partial')}
      </label>
    </fieldset>
  );
}
