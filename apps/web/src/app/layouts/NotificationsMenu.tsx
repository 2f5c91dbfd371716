import Bell from 'lucide-react/icons/bell';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredTrigger } from '../../components/ui/DeferredTrigger';
import { useUnreadCount } from '../../features/notifications/api';

const loadPopover = () => import('./NotificationsPopover');
const NotificationsPopover = lazy(async () => ({ default: (await loadPopover()).NotificationsPopover }));

/** The top bar's bell: the unread count as its badge (its name says the same); it opens the notifications. */
export function NotificationsMenu() {
  const { t } = useTranslation('translation', { keyPrefix: 'notifications' });
  const unread = useUnreadCount().data ?? 0;
  const shown = unread > 9 ? '9+' : String(unread);

  return (
    <DeferredTrigger
      Overlay={NotificationsPopover}
      load={loadPopover}
      popup="dialog"
      label={unread > 0 ? t('unread', { count: unread, shown }) : t('notifications')}
      className="relative p-2 text-slate-600 hover:bg-slate-100"
    >
      <Bell className="size-6" />
      {unread > 0 && (
        <span className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] font-bold text-white">
          {shown}
        </span>
      )}
    </DeferredTrigger>
  );
}
