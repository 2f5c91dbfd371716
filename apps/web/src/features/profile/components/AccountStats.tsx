import type { User } from '@mockprep/contract';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function AccountStats({ user }: { user: User }) {
  const stats = [
    { label: 'Account type', value: user.role === 'admin' ? 'Admin' : 'User' },
    { label: 'Email verified', value: yesNo(user.isEmailVerified) },
    { label: 'Mobile verified', value: yesNo(user.isMobileVerified) },
    { label: 'Status', value: 'Active' },
  ];
  return (
    <section aria-labelledby="account-stats" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="account-stats" className="font-semibold text-slate-900">
        Account
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
