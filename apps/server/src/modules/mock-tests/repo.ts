import type { Test } from '@mockprep/contract';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type TestRow, targetExams, testQuestions, tests, testTargetExams } from '../../db/schema';

export async function findTest(db: Db, id: string): Promise<TestRow | undefined> {
  const [row] = await db
    .select()
    .from(tests)
    .where(and(eq(tests.id, id), isNull(tests.deletedAt)))
    .limit(1);
  return row;
}

/** Question ids of a test in their order. */
export async function testQuestionIds(db: Db, testId: string): Promise<string[]> {
  const rows = await db
    .select({ id: testQuestions.questionId })
    .from(testQuestions)
    .where(eq(testQuestions.testId, testId))
    .orderBy(asc(testQuestions.position));
  return rows.map((r) => r.id);
}

/** Test JSON for many rows with two batched queries (target exams, question counts). */
export async function toTestJson(db: Db, rows: TestRow[], hasAccess: (row: TestRow) => boolean): Promise<Test[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [exams, counts] = await Promise.all([
    db
      .select({ testId: testTargetExams.testId, _id: targetExams.id, name: targetExams.name })
      .from(testTargetExams)
      .innerJoin(targetExams, eq(targetExams.id, testTargetExams.targetExamId))
      .where(inArray(testTargetExams.testId, ids))
      .orderBy(asc(testTargetExams.position)),
    db
      .select({ testId: testQuestions.testId, n: count() })
      .from(testQuestions)
      .where(inArray(testQuestions.testId, ids))
      .groupBy(testQuestions.testId),
  ]);
  const questionCount = new Map(counts.map((c) => [c.testId, c.n]));
  return rows.map((row) => {
    const linked = exams.filter((e) => e.testId === row.id).map(({ _id, name }) => ({ _id, name }));
    return {
      _id: row.id,
      title: row.title,
      subject: row.subject,
      examType: row.examType,
      level: row.level,
      type: row.type,
      price: row.pricePaise / 100,
      duration: row.duration,
      questionCount: questionCount.get(row.id) ?? 0,
      targetExams: linked,
      targetExam: linked[0]?._id ?? null,
      isActive: row.isActive,
      hasAccess: hasAccess(row),
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
