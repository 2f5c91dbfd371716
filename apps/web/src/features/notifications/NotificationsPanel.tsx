import type { Notification } from '@mockprep/contract';
import { Bell } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { useMarkAllRead, useMarkRead, useNotifications, useUnreadCount } from './api';
import { NotificationItem } from './NotificationItem';

/** The bell's panel: the student's notifications, newest first, with "Mark all as read". */
export function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'notifications' });
  const headingId = useId();
  const list = useNotifications();
  const unread = useUnreadCount().data ?? 0;
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
    onClose();
  };

  let body: React.ReactNode;
  if (list.isPending) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-slate-600">
        <Spinner className="size-4 text-violet-600" />
        {t('loading')}
      </p>
    );
  } else if (list.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center">
        <p className="text-sm font-medium text-slate-900">{t('failed')}</p>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (list.entries.length === 0) {
    body = (
      <div className="flex flex-col items-center px-6 py-8 text-center">
        <span className="mb-3 flex size-12 items-center justify-center rounded-full bg-violet-50 text-violet-600">
          <Bell className="size-6" />
        </span>
        <p className="text-sm font-semibold text-slate-900">{t('empty')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul aria-labelledby={headingId} className="divide-y divide-slate-100">
          {list.entries.map((notification) => (
            <NotificationItem key={notification._id} notification={notification} onOpen={open} />
          ))}
        </ul>
        {list.hasNextPage && (
          <div className="border-t border-slate-100 p-2 text-center">
            <Button
              variant="secondary"
              onClick={() => void list.fetchNextPage()}
              pending={list.isFetchingNextPage}
              pendingText={t('loading')}
            >
              {t('showMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <div className="flex max-h-[calc(100dvh-5rem)] flex-col">
      <div className="flex min-h-12 items-center justify-between gap-2 border-b border-slate-100 px-4 py-2">
        <p id={headingId} className="text-sm font-semibold text-slate-900">
          {t('notifications')}
        </p>
        {unread > 0 && (
          <button
            type="button"
            onClick={() => markAll.mutate()}
            disabled={markAll.isPending}
            className="min-h-8 rounded-lg px-2 text-sm font-medium text-violet-700 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-600 disabled:opacity-60"
          >
            {t('markAllRead')}
          </button>
        )}
      </div>
      <div className="overflow-y-auto overscroll-contain">{body}</div>
    </div>
  );
}
