import { LIVE_SOON_MINUTES, type NotificationKind, type PageQuery } from '@mockprep/contract';
import { and, desc, eq, gt, gte, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  liveRegistrations,
  notificationReads,
  notifications,
  testQuestions,
  tests,
  testTargetExams,
  userTargetExams,
} from '../../db/schema';
import type { Input } from '../../db/statement-input';

export type NewNotification = typeof notifications.$inferInsert;

/**
 * Who reads the bell, from when a test counts as new for them, and what their notification settings let it show:
 * results (resultNotifications) and test announcements (testReminders).
 */
export type Reader = { userId: string; newSince: Date; now: Date; results: boolean; reminders: boolean };

const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** Tests a student can open: not deleted, active, with questions. */
const open = () =>
  and(
    isNull(tests.deletedAt),
    eq(tests.isActive, true),
    sql`exists (select 1 from ${testQuestions} where ${testQuestions.testId} = ${tests.id})`,
  );

/** The test is for one of the student's target exams. */
const forExamsOf = (userId: string) =>
  sql`exists (select 1 from ${testTargetExams} join ${userTargetExams}
    on ${userTargetExams.targetExamId} = ${testTargetExams.targetExamId}
    where ${testTargetExams.testId} = ${tests.id} and ${userTargetExams.userId} = ${userId})`;

const readBy = (userId: string) =>
  sql`exists (select 1 from ${notificationReads}
    where ${notificationReads.userId} = ${userId} and ${notificationReads.testId} = ${tests.id})`;

const NOTHING = sql`false`;

/** The student's own notifications the bell shows: all but results when they turned result notifications off. */
const ownShown = ({ userId, results }: Reader): SQL | undefined =>
  and(eq(notifications.userId, userId), results ? undefined : ne(notifications.kind, 'result_ready'));

/** Ordinary tests of the student's exams added since `newSince`. */
const newTests = ({ userId, newSince, reminders }: Reader): SQL | undefined =>
  reminders ? and(open(), isNull(tests.startsAt), gte(tests.createdAt, newSince), forExamsOf(userId)) : NOTHING;

/** Live tests of the student's exams, or that they registered for, starting within LIVE_SOON_MINUTES or running. */
const liveSoon = ({ userId, now, reminders }: Reader): SQL | undefined =>
  reminders
    ? and(
        open(),
        gt(tests.endsAt, now),
        sql`${tests.startsAt} <= ${at(now)} + make_interval(mins => ${LIVE_SOON_MINUTES})`,
        or(
          forExamsOf(userId),
          sql`exists (select 1 from ${liveRegistrations}
        where ${liveRegistrations.userId} = ${userId} and ${liveRegistrations.testId} = ${tests.id})`,
        ),
      )
    : NOTHING;

export async function insertNotification(tx: Db, values: NewNotification): Promise<void> {
  await tx.insert(notifications).values(values);
}

/** A result-ready notification's values; createdAt as an ISO instant. */
export type ResultReady = {
  id: string;
  userId: string;
  testId: string;
  attemptId: string;
  score: number;
  createdAt: string;
};

/** The statement that adds a result-ready notification only while `when` holds, for the caller to run. */
export function resultReadyInsert(values: Input<ResultReady>, when: SQL): SQL {
  return sql`insert into ${notifications} (id, user_id, kind, test_id, attempt_id, score, created_at)
    select ${values('id')}::uuid, ${values('userId')}::uuid, 'result_ready', ${values('testId')}::uuid,
      ${values('attemptId')}::uuid, ${values('score')}::float8, ${values('createdAt')}::timestamptz
    where ${when}`;
}

/** The columns of a notification as the list reads them, whichever its source. */
const TEST_COLUMNS = { title: tests.title, testDeletedAt: tests.deletedAt };

/**
 * One page of the student's own notifications and the new tests of their exams together, newest first (both ids are
 * time-ordered), with one row more (see lib/paging's pageOf).
 */
export async function notificationPage(db: Db, reader: Reader, query: PageQuery) {
  const { userId } = reader;
  const limit = query.limit + 1;
  const own = db
    .select({
      id: notifications.id,
      kind: sql<NotificationKind>`${notifications.kind}`.as('kind'),
      testId: notifications.testId,
      attemptId: notifications.attemptId,
      score: notifications.score,
      paymentId: notifications.paymentId,
      amountPaise: notifications.amountPaise,
      createdAt: notifications.createdAt,
      read: sql<boolean>`${notifications.readAt} is not null`.as('read'),
    })
    .from(notifications)
    .where(and(ownShown(reader), query.cursor ? lt(notifications.id, query.cursor) : undefined))
    .orderBy(desc(notifications.id))
    .limit(limit);
  const announced = db
    .select({
      id: tests.id,
      kind: sql<NotificationKind>`'new_test'`.as('kind'),
      testId: tests.id,
      attemptId: sql<string | null>`null::uuid`.as('attempt_id'),
      score: sql<number | null>`null::double precision`.as('score'),
      paymentId: sql<string | null>`null::uuid`.as('payment_id'),
      amountPaise: sql<number | null>`null::integer`.as('amount_paise'),
      createdAt: tests.createdAt,
      read: sql<boolean>`${readBy(userId)}`.as('read'),
    })
    .from(tests)
    .where(and(newTests(reader), query.cursor ? lt(tests.id, query.cursor) : undefined))
    .orderBy(desc(tests.id))
    .limit(limit);
  const merged = unionAll(own, announced).as('merged');
  return db
    .select({
      id: merged.id,
      kind: merged.kind,
      testId: merged.testId,
      attemptId: merged.attemptId,
      score: merged.score,
      paymentId: merged.paymentId,
      amountPaise: merged.amountPaise,
      createdAt: merged.createdAt,
      read: merged.read,
      ...TEST_COLUMNS,
    })
    .from(merged)
    .leftJoin(tests, eq(tests.id, merged.testId))
    .orderBy(desc(merged.id))
    .limit(limit);
}

/** The live tests due for the student, soonest start first. */
export async function liveSoonTests(db: Db, reader: Reader) {
  return db
    .select({
      id: tests.id,
      title: tests.title,
      startsAt: tests.startsAt,
      read: sql<boolean>`${readBy(reader.userId)}`,
    })
    .from(tests)
    .where(liveSoon(reader))
    .orderBy(tests.startsAt, tests.id);
}

/** How many of the student's notifications are unread, in one statement (each part read by an index). */
export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  const { userId } = reader;
  const unreadTests = (which: SQL | undefined) =>
    sql`(select count(*) from ${tests} where ${and(which, sql`not ${readBy(userId)}`)})`;
  const result = await db.execute(sql`select
    (select count(*) from ${notifications} where ${and(ownShown(reader), isNull(notifications.readAt))})
    + ${unreadTests(newTests(reader))} + ${unreadTests(liveSoon(reader))} as unread`);
  // Both drivers answer { rows }; the shared Db type leaves the result untyped.
  return Number((result as unknown as { rows: { unread: string | number }[] }).rows[0]?.unread ?? 0);
}

/** Marks one of the student's own notifications read; false when they have none of that id. */
export async function markOwnRead(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at(now)})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return marked.length > 0;
}

/** Marks the test's announcement read when the student is shown it (new or live soon); false otherwise. */
/** The tests the student is shown an announcement of: new for their exams, or live soon. */
const announcedTo = (reader: Reader) => or(newTests(reader), liveSoon(reader));

/** The read-state rows of the tests `which` picks, for the student, read now. */
const readsOf = (db: Db, reader: Reader, which: SQL | undefined) =>
  db
    .select({
      userId: sql<string>`${reader.userId}::uuid`.as('user_id'),
      testId: tests.id,
      readAt: at(reader.now).as('read_at'),
    })
    .from(tests)
    .where(which);

/** Marks the test's announcement read when the student is shown it (new or live soon); false otherwise. */
export async function markAnnouncementRead(db: Db, reader: Reader, testId: string): Promise<boolean> {
  const marked = await db
    .insert(notificationReads)
    .select(readsOf(db, reader, and(eq(tests.id, testId), announcedTo(reader))))
    .onConflictDoUpdate({
      target: [notificationReads.userId, notificationReads.testId],
      set: { readAt: sql`${notificationReads.readAt}` },
    })
    .returning({ testId: notificationReads.testId });
  return marked.length > 0;
}

/** Marks every notification the student is shown read, in one transaction. */
export async function markAllRead(db: Db, reader: Reader): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: reader.now })
      .where(and(eq(notifications.userId, reader.userId), isNull(notifications.readAt)));
    await tx
      .insert(notificationReads)
      .select(readsOf(tx, reader, announcedTo(reader)))
      .onConflictDoNothing();
  });
}
