import { and, asc, count, eq, exists, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveRegistrations, type TestRow, testQuestions, tests } from '../../db/schema';

/** Active, undeleted tests with a live window and questions, by start. */
export async function liveWindowTests(db: Db): Promise<TestRow[]> {
  const hasQuestions = exists(
    db.select({ one: testQuestions.testId }).from(testQuestions).where(eq(testQuestions.testId, tests.id)),
  );
  return db
    .select()
    .from(tests)
    .where(and(isNull(tests.deletedAt), eq(tests.isActive, true), isNotNull(tests.startsAt), hasQuestions))
    .orderBy(asc(tests.startsAt));
}

/** How many students registered for each of the tests (tests without registrations are missing). */
export async function registrationCounts(db: Db, testIds: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ testId: liveRegistrations.testId, n: count() })
    .from(liveRegistrations)
    .where(inArray(liveRegistrations.testId, testIds))
    .groupBy(liveRegistrations.testId);
  return new Map(rows.map((r) => [r.testId, r.n]));
}

/** The tests among `testIds` the student registered for. */
export async function registeredTestIds(db: Db, userId: string, testIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ testId: liveRegistrations.testId })
    .from(liveRegistrations)
    .where(and(eq(liveRegistrations.userId, userId), inArray(liveRegistrations.testId, testIds)));
  return new Set(rows.map((r) => r.testId));
}

/** Registers the student; registering again changes nothing. */
export async function insertRegistration(db: Db, userId: string, testId: string): Promise<void> {
  await db.insert(liveRegistrations).values({ userId, testId }).onConflictDoNothing();
}
