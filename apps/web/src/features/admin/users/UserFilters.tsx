import { ROLES, USER_STATUSES, type UserStatus } from '@mockprep/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/Field';
import { ListSearch } from '../components/ListSearch';

type Role = (typeof ROLES)[number];

export type UserFilterValues = { search: string; role: Role | ''; status: UserStatus | '' };
export const NO_USER_FILTERS: UserFilterValues = { search: '', role: '', status: '' };

type Props = { value: UserFilterValues; onChange: (next: UserFilterValues) => void };

/** The search box (name or mobile) and the role and status filters of the Users tab. */
export function UserFilters({ value, onChange }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.users.usersTab' });
  const id = useId();
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto]">
      <ListSearch
        id="user-search"
        label={t('searchUsersByNameOr')}
        placeholder={t('searchByNameOrMobile')}
        value={value.search}
        onChange={(search) => onChange({ ...value, search })}
      />
      <label className="sr-only" htmlFor={`${id}-role`}>
        {t('role')}
      </label>
      <select
        id={`${id}-role`}
        className={inputClass}
        value={value.role}
        onChange={(e) => onChange({ ...value, role: e.target.value as Role | '' })}
      >
        <option value="">{t('allRoles')}</option>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor={`${id}-status`}>
        {t('status')}
      </label>
      <select
        id={`${id}-status`}
        className={inputClass}
        value={value.status}
        onChange={(e) => onChange({ ...value, status: e.target.value as UserStatus | '' })}
      >
        <option value="">{t('allStatuses')}</option>
        {USER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`statuses.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
