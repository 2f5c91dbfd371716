import { zodResolver } from '@hookform/resolvers/zod';
import { fromIstInput, PromoCodeForm, type PromoCodeInput } from '@mockprep/contract';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorAria, Field, inputClass } from '../../../components/ui/Field';
import { InputField } from '../../../components/ui/InputField';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
import type { PromoFormValues } from './form-values';
import { OptionPicker, type PickerOption, type ServerSearch } from './OptionPicker';

type Props = {
  mode: 'create' | 'edit';
  values: PromoFormValues;
  tests: PickerOption[];
  /** The tests are a page the server searched. */
  testSearch?: ServerSearch;
  exams: PickerOption[];
  onSubmit: (body: PromoCodeInput) => void;
  pending: boolean;
  onClose: () => void;
};

type NumberField = 'discountValue' | 'maxDiscount' | 'minAmount' | 'maxUses';

const checkPromo = zodResolver(PromoCodeForm);
/** The contract's rules, the validity typed in IST read as IST whatever the device's time zone. */
const resolver: Resolver<PromoCodeForm, unknown, PromoCodeInput> = (values, context, options) =>
  checkPromo(
    {
      ...values,
      validFrom: fromIstInput(String(values.validFrom ?? '')),
      validUntil: fromIstInput(String(values.validUntil ?? '')),
    },
    context,
    options,
  );

/** SPEC 5 "Promo code form", in create or edit mode; amounts in rupees, blank numbers sent as undefined. */
export function PromoCodeEditor({ mode, values, tests, testSearch, exams, onSubmit, pending, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.promoCodes.promoCodeEditor' });
  const {
    register,
    control,
    watch,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm({ resolver, defaultValues: values });
  const percentage = watch('discountType') === 'percentage';

  const numberInput = (name: NumberField, id: string, step: string) => (
    <input
      id={id}
      type="number"
      inputMode="decimal"
      min={0}
      step={step}
      {...register(name)}
      {...errorAria(id, errors[name])}
      className={inputClass}
    />
  );

  return (
    <Modal title={mode === 'create' ? t('createPromoCode') : t('editPromoCode')} onClose={onClose} dirty={isDirty}>
      <form
        noValidate
        onSubmit={handleSubmit((body) => onSubmit(percentage ? body : { ...body, maxDiscount: undefined }))}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="promo-code" label={t('code')} error={errors.code?.message}>
            <input
              id="promo-code"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              {...register('code')}
              {...errorAria('promo-code', errors.code)}
              className={`${inputClass} font-mono uppercase`}
            />
          </Field>
          <Field id="promo-type" label={t('discountType')}>
            <select id="promo-type" {...register('discountType')} className={inputClass}>
              <option value="percentage">{t('percentage')}</option>
              <option value="fixed">{t('fixedAmount')}</option>
            </select>
          </Field>
        </div>
        <InputField
          id="promo-description"
          label={t('description')}
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="promo-value"
            label={percentage ? t('discountPercent') : t('discountRupees')}
            error={errors.discountValue?.message}
          >
            {numberInput('discountValue', 'promo-value', 'any')}
          </Field>
          {percentage && (
            <Field id="promo-max-discount" label={t('maxDiscount')} optional error={errors.maxDiscount?.message}>
              {numberInput('maxDiscount', 'promo-max-discount', 'any')}
            </Field>
          )}
          <Field id="promo-min-amount" label={t('minAmount')} optional error={errors.minAmount?.message}>
            {numberInput('minAmount', 'promo-min-amount', 'any')}
          </Field>
          <Field id="promo-max-uses" label={t('maxUses')} optional error={errors.maxUses?.message}>
            {numberInput('maxUses', 'promo-max-uses', '1')}
          </Field>
          <InputField
            id="promo-valid-from"
            label={t('validFrom')}
            type="datetime-local"
            error={errors.validFrom?.message}
            {...register('validFrom')}
          />
          <InputField
            id="promo-valid-until"
            label={t('validUntil')}
            type="datetime-local"
            error={errors.validUntil?.message}
            {...register('validUntil')}
          />
        </div>
        <label className="flex items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-900">
          <input type="checkbox" {...register('isActive')} className="size-4 accent-violet-600" />
          {t('active')}
        </label>
        <Controller
          control={control}
          name="applicableTests"
          render={({ field }) => (
            <OptionPicker
              legend={t('applicableTests')}
              noneHint={t('noneSelectedValidForEvery')}
              options={tests}
              server={testSearch}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
        <Controller
          control={control}
          name="applicableTargetExams"
          render={({ field }) => (
            <OptionPicker
              legend={t('applicableTargetExams')}
              noneHint={t('noneSelectedNotLimitedTo')}
              options={exams}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
        <ModalActions
          onCancel={onClose}
          submitLabel={mode === 'create' ? t('createPromoCode') : t('saveChanges')}
          pending={pending}
          pendingText={t('saving')}
        />
      </form>
    </Modal>
  );
}
