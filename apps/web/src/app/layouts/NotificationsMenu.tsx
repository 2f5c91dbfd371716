import Bell from 'lucide-react/icons/bell';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../components/ui/Dropdown';
import { useUnreadCount } from '../../features/notifications/api';
import { NotificationsPanel } from '../../features/notifications/NotificationsPanel';

/** The top bar's bell: the unread count as its badge (its name says the same), and the panel of notifications. */
export function NotificationsMenu() {
  const { t } = useTranslation('translation', { keyPrefix: 'notifications' });
  const unread = useUnreadCount().data ?? 0;
  const shown = unread > 9 ? '9+' : String(unread);

  return (
    <Dropdown
      label={unread > 0 ? t('unread', { count: unread, shown }) : t('notifications')}
      triggerClassName="relative p-2 text-slate-600 hover:bg-slate-100"
      placement="fixed inset-x-2 top-16 sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2"
      panelClassName="sm:w-96"
      trigger={
        <>
          <Bell className="size-6" />
          {unread > 0 && (
            <span className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-rose-600 px-1 text-[11px] font-bold text-white">
              {shown}
            </span>
          )}
        </>
      }
    >
      {(close) => <NotificationsPanel onClose={close} />}
    </Dropdown>
  );
}
