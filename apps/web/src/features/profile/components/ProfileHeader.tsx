import { formatDate, type User } from '@mockprep/contract';
import { Calendar, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/Avatar';
import { Badge } from '../../../components/ui/Badge';

export function ProfileHeader({ user }: { user: User }) {
  const { t } = useTranslation('translation', { keyPrefix: 'profile.profileHeader' });
  return (
    <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="h-20 bg-gradient-to-r from-violet-600 to-indigo-600 sm:h-24" />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:flex-row sm:items-end sm:px-6">
        <div className="-mt-10 w-fit rounded-full ring-4 ring-white">
          <Avatar name={user.name} photo={user.photo} size="lg" />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate text-xl font-bold text-slate-900">{user.name}</h2>
            {user.role === 'admin' && <Badge>{t('admin')}</Badge>}
          </div>
          <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <Phone className="size-4" />
              {user.mobile ?? t('noMobileNumber')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Calendar className="size-4" />
              {t('memberSince', { createdAt: formatDate(user.createdAt) })}
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
