import { formatDateTime, formatINRExact, type Notification } from '@mockprep/contract';
import { BookOpen, ChartNoAxesColumnIncreasing, CreditCard, type LucideIcon, Radio } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { timeAgo } from './time-ago';

const ICONS: Record<Notification['kind'], LucideIcon> = {
  result_ready: ChartNoAxesColumnIncreasing,
  payment_paid: CreditCard,
  payment_failed: CreditCard,
  payment_refunded: CreditCard,
  new_test: BookOpen,
  live_soon: Radio,
};

/** Where a notification leads: the result, the payments, the test, or the live tests. */
function linkOf(notification: Notification): string {
  switch (notification.kind) {
    case 'result_ready':
      return `/result/${notification.attemptId}`;
    case 'new_test':
      return notification.test ? `/test/${notification.test._id}` : '/tests';
    case 'live_soon':
      return '/live-tests';
    default:
      return '/payments';
  }
}

type Props = { notification: Notification; onOpen: (notification: Notification) => void };

/** One notification: what happened, to which test, when; unread ones are marked with a dot. */
export function NotificationItem({ notification, onOpen }: Props) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'notifications' });
  const { kind, read } = notification;
  const KindIcon = ICONS[kind];
  const body = t(`kinds.${kind}.body`, {
    test: notification.test?.title ?? t('deletedTest'),
    score: notification.score ?? 0,
    amount: formatINRExact(notification.amount ?? 0),
    time: notification.startsAt ? formatDateTime(notification.startsAt) : '',
  });
  return (
    <li>
      <Link
        to={linkOf(notification)}
        onClick={() => onOpen(notification)}
        className={`flex gap-3 px-4 py-3 hover:bg-violet-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-600 ${read ? '' : 'bg-violet-50/50'}`}
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-violet-100 text-violet-700">
          <KindIcon className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className={`block text-sm text-slate-900 ${read ? 'font-medium' : 'font-semibold'}`}>
            {t(`kinds.${kind}.title`)}
          </span>
          <span className="block text-sm break-words text-slate-600">{body}</span>
          <span className="mt-1 block text-xs text-slate-500">
            {timeAgo(notification.createdAt, Date.now(), i18n.language)}
          </span>
        </span>
        {!read && (
          <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-violet-600">
            <span className="sr-only">{t('unreadItem')}</span>
          </span>
        )}
      </Link>
    </li>
  );
}
