import { useTranslation } from 'react-i18next';
import { Dropdown } from '../../components/ui/Dropdown';
import { Icon } from '../../components/ui/Icon';
import { SAMPLE_NOTIFICATIONS } from './navigation';

export function NotificationsMenu() {
  const { t } = useTranslation();
  const count = SAMPLE_NOTIFICATIONS.length;
  return (
    <Dropdown
      label={t('app.notificationsMenu.notificationsNew', { count })}
      triggerClassName="relative p-2 text-slate-600 hover:bg-slate-100"
      panelClassName="w-80"
      trigger={
        <>
          <Icon name="bell" className="size-6" />
          <span className="absolute top-1 right-1 flex size-4 items-center justify-center rounded-full bg-rose-500 text-[10px] font-bold text-white">
            {count}
          </span>
        </>
      }
    >
      {() => (
        <>
          <p className="border-b border-slate-100 px-4 py-3 text-sm font-semibold text-slate-900">
            {t('app.notificationsMenu.notifications')}
          </p>
          <ul className="divide-y divide-slate-100">
            {SAMPLE_NOTIFICATIONS.map((notification) => (
              <li key={notification} className="px-4 py-3">
                <p className="text-sm font-medium text-slate-900">{t(`app.notifications.${notification}.title`)}</p>
                <p className="text-sm text-slate-600">{t(`app.notifications.${notification}.body`)}</p>
                <p className="mt-1 text-xs text-muted">{t(`app.notifications.${notification}.time`)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Dropdown>
  );
}
