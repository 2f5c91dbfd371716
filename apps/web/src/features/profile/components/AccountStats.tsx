import type { User } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';

export function AccountStats({ user }: { user: User }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));
  const stats = [
    { label: t('profile.accountStats.accountType'), value: t(`common.roles.${user.role}`) },
    { label: t('profile.accountStats.emailVerified'), value: yesNo(user.isEmailVerified) },
    { label: t('profile.accountStats.mobileVerified'), value: yesNo(user.isMobileVerified) },
    { label: t('profile.accountStats.status'), value: t('profile.accountStats.active') },
  ];
  return (
    <section aria-labelledby="account-stats" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="account-stats" className="font-semibold text-slate-900">
        {t('profile.accountStats.account')}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {stats.map((stat) => (
          <div key={stat.label} className="flex justify-between py-2.5">
            <dt className="text-slate-500">{stat.label}</dt>
            <dd className="font-medium text-slate-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
