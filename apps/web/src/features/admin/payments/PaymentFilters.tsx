import { PAYMENT_STATUSES, type PaymentStatus } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Field, inputClass } from '../../../components/ui/Field';
import { DateRangeFields } from '../components/DateRangeFields';
import { ListSearch } from '../components/ListSearch';
import { NO_PAYMENT_FILTERS, type PaymentFilterValues } from './filters';

type Props = { value: PaymentFilterValues; onChange: (next: PaymentFilterValues) => void };

/** Search (student, mobile, order id), status and an IST date range of the Payments tab. */
export function PaymentFilters({ value, onChange }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.payments.paymentsTab' });
  const { t: tRoot } = useTranslation();
  const id = useId();
  const set = (patch: Partial<PaymentFilterValues>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
      <legend className="sr-only">{t('status')}</legend>
      <div className="sm:col-span-3">
        <ListSearch
          id={`${id}-search`}
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          value={value.search}
          onChange={(search) => set({ search })}
        />
      </div>
      <Field id={`${id}-status`} label={t('status')}>
        <select
          id={`${id}-status`}
          className={inputClass}
          value={value.status}
          onChange={(e) => set({ status: e.target.value as PaymentStatus | '' })}
        >
          <option value="">{t('allStatuses')}</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {tRoot(`payments.status.${status}`)}
            </option>
          ))}
        </select>
      </Field>
      <DateRangeFields
        id={id}
        from={value.from}
        to={value.to}
        labels={{ from: t('from'), to: t('to') }}
        onChange={set}
      />
      <div className="sm:col-span-3">
        <Button
          variant="ghost"
          onClick={() => onChange(NO_PAYMENT_FILTERS)}
          disabled={!Object.values(value).some(Boolean)}
        >
          {t('clearFilters')}
        </Button>
      </div>
    </fieldset>
  );
}
