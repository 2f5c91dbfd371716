import { formatDate, type User } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/Avatar';

type Props = { user: User /** Undefined while the attempts load. */; testsTaken?: number; averageScore?: number };

export function ProfileCard({ user, testsTaken, averageScore }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'dashboard.profileCard' });
  return (
    <section aria-label={t('yourProfile')} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-4">
        <Avatar name={user.name} photo={user.photo} size="md" />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-slate-900">{user.name}</p>
          {user.email && <p className="truncate text-sm text-slate-500">{user.email}</p>}
        </div>
      </div>
      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-500">{t('mobile')}</dt>
          <dd className="font-medium text-slate-800">{user.mobile ?? t('notAdded')}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('targetExams')}</dt>
          <dd className="mt-1 flex flex-wrap gap-1.5">
            {user.targetExams.length ? (
              user.targetExams.map((exam) => (
                <span
                  key={exam._id}
                  className="rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-medium text-violet-700"
                >
                  {exam.name}
                </span>
              ))
            ) : (
              <span className="text-slate-700">{t('notSet')}</span>
            )}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-500">{t('memberSince')}</dt>
          <dd className="font-medium text-slate-800">{formatDate(user.createdAt)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-500">{t('testsTaken')}</dt>
          <dd className="font-medium text-slate-800 tabular-nums">{testsTaken ?? '—'}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-500">{t('averageScore')}</dt>
          <dd className="font-medium text-slate-800 tabular-nums">
            {averageScore === undefined ? '—' : `${averageScore}%`}
          </dd>
        </div>
      </dl>
      <Link to="/profile" className="mt-5 inline-block text-sm font-semibold text-violet-700 hover:underline">
        {t('editProfile')}
      </Link>
    </section>
  );
}
