import { Dialog, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { DeferredOverlayProps } from '../../components/ui/DeferredTrigger';
import { NotificationsPanel } from '../../features/notifications/NotificationsPanel';

/** The bell's popover: a dialog holding the list of notifications (links, so not a menu). */
export function NotificationsPopover(trigger: DeferredOverlayProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'notifications' });
  return (
    <Popover
      {...trigger}
      placement="bottom end"
      offset={8}
      containerPadding={8}
      className="w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white shadow-xl sm:w-96"
    >
      <Dialog aria-label={t('notifications')} className="outline-none">
        {({ close }) => <NotificationsPanel onClose={close} />}
      </Dialog>
    </Popover>
  );
}
