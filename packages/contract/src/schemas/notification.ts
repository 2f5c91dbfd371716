import { z } from 'zod';
import { Page } from './paging';

/**
 * What a notification tells the student. Their own events: result_ready (an attempt was scored, also when its
 * time ran out), payment_paid, payment_failed, payment_refunded. For every student of the test's target exams:
 * new_test (a test added since they signed up, in the last NEW_TEST_DAYS days) and live_soon (a live test
 * starting within LIVE_SOON_MINUTES, or running).
 */
export const NOTIFICATION_KINDS = [
  'result_ready',
  'payment_paid',
  'payment_failed',
  'payment_refunded',
  'new_test',
  'live_soon',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How long a new test stays in the bell. */
export const NEW_TEST_DAYS = 14;
/** How long before its start a live test shows in the bell. */
export const LIVE_SOON_MINUTES = 15;

export const Notification = z
  .object({
    /** The event's id; for new_test and live_soon, the test's. */
    _id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    /** Null once the test is deleted. */
    test: z.object({ _id: z.string(), title: z.string() }).nullable(),
    /** result_ready: the scored attempt. */
    attemptId: z.string().nullable(),
    /** result_ready: the score in percent. */
    score: z.number().nullable(),
    /** payment_*: the payment. */
    paymentId: z.string().nullable(),
    /** payment_*: its amount in rupees. */
    amount: z.number().nullable(),
    /** live_soon: when the test starts. */
    startsAt: z.string().nullable(),
    /** When it happened (live_soon: when it became due). */
    createdAt: z.string(),
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

/** The student's notifications: live tests due first (on the first page only), then the others newest first. */
export const NotificationPage = Page(Notification).meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPage>;

export const UnreadNotifications = z.object({ unread: z.number().int() }).meta({ id: 'UnreadNotifications' });
export type UnreadNotifications = z.infer<typeof UnreadNotifications>;
