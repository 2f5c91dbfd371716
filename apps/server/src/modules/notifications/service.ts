import {
  LIVE_SOON_MINUTES,
  MSG,
  NEW_TEST_DAYS,
  type Notification,
  type NotificationPage,
  type PageQuery,
  type UnreadNotifications,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { AttemptRow, PaymentRow, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { pageOf } from '../../lib/paging';
import {
  insertNotification,
  liveSoonTests,
  markAllRead,
  markAnnouncementRead,
  markOwnRead,
  notificationPage,
  type Reader,
  type ResultReady,
  resultReadyInsert,
  unreadCount,
} from './repo';

const DAY_MS = 86_400_000;

export type PaymentEvent = 'payment_paid' | 'payment_failed' | 'payment_refunded';

const none = { attemptId: null, score: null, paymentId: null, amount: null, startsAt: null };

export function makeNotifications(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** A test is new to a student when added after they signed up, within the last NEW_TEST_DAYS days. */
  function readerOf(user: UserRow): Reader {
    const now = clock.now();
    const windowStart = now.getTime() - NEW_TEST_DAYS * DAY_MS;
    return {
      userId: user.id,
      now,
      newSince: new Date(Math.max(user.createdAt.getTime(), windowStart)),
      results: user.notificationSettings.resultNotifications,
      reminders: user.notificationSettings.testReminders,
    };
  }

  const unread = async (reader: Reader): Promise<UnreadNotifications> => ({ unread: await unreadCount(db, reader) });

  return {
    /**
     * The statement that writes the result-ready notification (its values: resultReady) only while `when` holds: run
     * in the one that scores the attempt (a submit, or the sweep when its time ran out).
     */
    resultReadyStatement: resultReadyInsert,

    resultReady: (attempt: Pick<AttemptRow, 'id' | 'userId' | 'testId' | 'score'>): ResultReady => ({
      id: newId(),
      userId: attempt.userId,
      testId: attempt.testId,
      attemptId: attempt.id,
      score: attempt.score,
      createdAt: clock.now().toISOString(),
    }),

    /** Written in the transaction that moves the payment to paid, failed or refunded. */
    async payment(
      tx: Db,
      kind: PaymentEvent,
      payment: Pick<PaymentRow, 'id' | 'userId' | 'testId' | 'finalPaise'>,
    ): Promise<void> {
      await insertNotification(tx, {
        id: newId(),
        userId: payment.userId,
        kind,
        testId: payment.testId,
        paymentId: payment.id,
        amountPaise: payment.finalPaise,
        createdAt: clock.now(),
      });
    },

    /**
     * A page of the student's notifications, newest first. The first page starts with the live tests due (starting
     * within LIVE_SOON_MINUTES, or running), soonest first: they stay on top while they matter.
     */
    async list(user: UserRow, query: PageQuery): Promise<NotificationPage> {
      const reader = readerOf(user);
      const [rows, live] = await Promise.all([
        notificationPage(db, reader, query),
        query.cursor ? [] : liveSoonTests(db, reader),
      ]);
      const page = pageOf(rows, query);
      const due = live.map(
        (test): Notification => ({
          ...none,
          _id: test.id,
          kind: 'live_soon',
          test: { _id: test.id, title: test.title },
          startsAt: test.startsAt?.toISOString() ?? null,
          createdAt: new Date((test.startsAt?.getTime() ?? 0) - LIVE_SOON_MINUTES * 60_000).toISOString(),
          read: test.read,
        }),
      );
      const listed = page.rows.map(
        (row): Notification => ({
          ...none,
          _id: row.id,
          kind: row.kind,
          test: row.title !== null && row.testDeletedAt === null ? { _id: row.testId, title: row.title } : null,
          attemptId: row.attemptId,
          score: row.score,
          paymentId: row.paymentId,
          amount: row.amountPaise === null ? null : row.amountPaise / 100,
          createdAt: row.createdAt.toISOString(),
          read: row.read,
        }),
      );
      return { entries: [...due, ...listed], nextCursor: page.nextCursor };
    },

    unread: (user: UserRow) => unread(readerOf(user)),

    /** Marks one notification the student is shown read (again is harmless); answers the unread count. */
    async markRead(user: UserRow, id: string): Promise<UnreadNotifications> {
      const reader = readerOf(user);
      const marked = (await markOwnRead(db, user.id, id, reader.now)) || (await markAnnouncementRead(db, reader, id));
      if (!marked) throw new HttpError(404, MSG.notificationNotFound);
      return unread(reader);
    },

    async markAllRead(user: UserRow): Promise<UnreadNotifications> {
      const reader = readerOf(user);
      await markAllRead(db, reader);
      return unread(reader);
    },
  };
}

export type Notifications = ReturnType<typeof makeNotifications>;
