import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
  PAGE_LIMIT,
} from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Field, inputClass } from '../../../components/ui/Field';
import { useAdminUsers } from '../api';
import { DateRangeFields } from '../components/DateRangeFields';
import { type AuditFilters, isFiltered, NO_FILTERS } from './filters';

type Props = { value: AuditFilters; onChange: (next: AuditFilters) => void };

/** Record type, action (of that type), admin and IST date range; each change applies at once. */
export function AuditFiltersForm({ value, onChange }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.auditLog' });
  const id = useId();
  // Admins are few: the first page of 100 names them all.
  const admins = useAdminUsers({ role: 'admin' }, PAGE_LIMIT.max).entries;
  const actions = AUDIT_ACTIONS.filter((action) => !value.entityType || action.startsWith(`${value.entityType}.`));
  const set = (patch: Partial<AuditFilters>) => onChange({ ...value, ...patch });

  return (
    <fieldset className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
      <legend className="sr-only">{t('filters')}</legend>
      <Field id={`${id}-type`} label={t('recordType')}>
        <select
          id={`${id}-type`}
          className={inputClass}
          value={value.entityType}
          onChange={(e) => set({ entityType: e.target.value as AuditEntityType | '', action: '' })}
        >
          <option value="">{t('allRecords')}</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`entityTypes.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-action`} label={t('action')}>
        <select
          id={`${id}-action`}
          className={inputClass}
          value={value.action}
          onChange={(e) => set({ action: e.target.value as AuditAction | '' })}
        >
          <option value="">{t('allActions')}</option>
          {actions.map((action) => (
            <option key={action} value={action}>
              {t(`actions.${action}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-actor`} label={t('admin')}>
        <select
          id={`${id}-actor`}
          className={inputClass}
          value={value.actorId}
          onChange={(e) => set({ actorId: e.target.value })}
        >
          <option value="">{t('allAdmins')}</option>
          {admins.map((admin) => (
            <option key={admin._id} value={admin._id}>
              {admin.name}
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
      <div className="sm:col-span-2 lg:col-span-5">
        <Button variant="ghost" onClick={() => onChange(NO_FILTERS)} disabled={!isFiltered(value)}>
          {t('clearFilters')}
        </Button>
      </div>
    </fieldset>
  );
}
