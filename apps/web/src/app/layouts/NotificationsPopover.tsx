import { Dialog } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { DeferredOverlayProps } from '../../components/ui/DeferredTrigger';
import { NotificationsPanel } from '../../features/notifications/NotificationsPanel';
import { TopBarPopover } from './TopBarPopover';

/** The bell's popover: a dialog holding the list of notifications (links, so not a menu). */
export function NotificationsPopover(trigger: DeferredOverlayProps) {
  const { t } = useTranslation('translation', { keyPrefix: 'notifications' });
  return (
    <TopBarPopover trigger={trigger} className="w-[calc(100vw-1rem)] sm:w-96">
      <Dialog aria-label={t('notifications')} className="outline-none">
        {({ close }) => <NotificationsPanel onClose={close} />}
      </Dialog>
    </TopBarPopover>
  );
}
