import type { PageQuery, Test, TestListFilters } from '@mockprep/contract';
import {
  and,
  asc,
  between,
  count,
  eq,
  exists,
  getTableColumns,
  inArray,
  isNull,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countMatching, keyset, searchIn } from '../../db/paging';
import { prepared } from '../../db/prepared';
import { attempts, questions, type TestRow, targetExams, testQuestions, tests, testTargetExams } from '../../db/schema';

/** A test with how many questions it has now. */
export type CountedTest = TestRow & { questionCount: number };

/**
 * What the catalogue is filtered by; admins also see inactive tests (`includeInactive`). Free Quizzes add
 * `maxQuestions` and `withoutLiveWindow`.
 */
export type TestFilter = Partial<Omit<TestListFilters, keyof PageQuery | 'targetExams'>> & {
  targetExams: string[];
  includeInactive: boolean;
  maxQuestions?: number;
  withoutLiveWindow?: boolean;
};

const linkedQuestions =
  sql<number>`(select count(*) from ${testQuestions} where ${testQuestions.testId} = ${tests.id})`.mapWith(Number);
const hasQuestions = sql`exists (select 1 from ${testQuestions} where ${testQuestions.testId} = ${tests.id})`;

/** Undeleted tests; unless `includeInactive` (admins) only active ones with questions. */
const visible = (includeInactive: boolean): SQL | undefined =>
  includeInactive ? isNull(tests.deletedAt) : and(isNull(tests.deletedAt), eq(tests.isActive, true), hasQuestions);

function matching(db: Db, filter: TestFilter): SQL | undefined {
  return and(
    visible(filter.includeInactive),
    filter.examType ? eq(tests.examType, filter.examType) : undefined,
    filter.subject ? eq(tests.subject, filter.subject) : undefined,
    filter.level ? eq(tests.level, filter.level) : undefined,
    filter.type ? eq(tests.type, filter.type) : undefined,
    filter.maxDuration ? lte(tests.duration, filter.maxDuration) : undefined,
    filter.maxQuestions ? between(linkedQuestions, 1, filter.maxQuestions) : undefined,
    filter.withoutLiveWindow ? isNull(tests.startsAt) : undefined,
    searchIn(filter.search, tests.title, tests.subject),
    filter.targetExams.length > 0
      ? exists(
          db
            .select({ one: testTargetExams.testId })
            .from(testTargetExams)
            .where(
              and(eq(testTargetExams.testId, tests.id), inArray(testTargetExams.targetExamId, filter.targetExams)),
            ),
        )
      : undefined,
  );
}

/** One page of the catalogue, newest first, with one row more (see db/paging's keyset). */
export async function listTests(db: Db, filter: TestFilter, query: PageQuery) {
  const page = keyset(tests.id, query);
  return db
    .select()
    .from(tests)
    .where(and(matching(db, filter), page.after))
    .orderBy(page.order)
    .limit(page.limit);
}

/** How many tests of the catalogue match the filter (a search counts up to its cap). */
export const countTests = (db: Db, filter: TestFilter): Promise<number> =>
  countMatching(db, db.select({ id: tests.id }).from(tests).where(matching(db, filter)).$dynamic(), filter.search);

/** The exam types and subjects of the visible tests, and the active target exams, for the filter menus. */
export async function filterValues(db: Db, includeInactive: boolean) {
  const [examTypes, subjects, exams] = await Promise.all([
    db.selectDistinct({ v: tests.examType }).from(tests).where(visible(includeInactive)).orderBy(asc(tests.examType)),
    db.selectDistinct({ v: tests.subject }).from(tests).where(visible(includeInactive)).orderBy(asc(tests.subject)),
    db
      .select({ _id: targetExams.id, name: targetExams.name })
      .from(targetExams)
      .where(eq(targetExams.isActive, true))
      .orderBy(asc(targetExams.sequence), asc(targetExams.name)),
  ]);
  return { examTypes: examTypes.map((r) => r.v), subjects: subjects.map((r) => r.v), targetExams: exams };
}

const testById = prepared((db, name) =>
  db
    .select({ ...getTableColumns(tests), questionCount: linkedQuestions })
    .from(tests)
    .where(and(eq(tests.id, sql.placeholder('id')), isNull(tests.deletedAt)))
    .limit(1)
    .prepare(name),
);

export async function findTest(db: Db, id: string): Promise<CountedTest | undefined> {
  const [row] = await testById(db).execute({ id });
  return row;
}

/** Question ids of a test in their order; with `startedBy`, none unless that student has an attempt of it. */
export async function testQuestionIds(db: Db, testId: string, startedBy?: string): Promise<string[]> {
  const started = startedBy
    ? exists(
        db
          .select({ one: attempts.id })
          .from(attempts)
          .where(and(eq(attempts.userId, startedBy), eq(attempts.testId, testId))),
      )
    : undefined;
  const rows = await db
    .select({ id: testQuestions.questionId })
    .from(testQuestions)
    .where(and(eq(testQuestions.testId, testId), started))
    .orderBy(asc(testQuestions.section), asc(testQuestions.position));
  return rows.map((r) => r.id);
}

/** A test's questions section by section, each with its section index, the marks it has of its own and its type. */
export const testQuestionPlaces = (db: Db, testId: string) =>
  db
    .select({
      id: testQuestions.questionId,
      section: testQuestions.section,
      marking: testQuestions.marking,
      type: questions.type,
    })
    .from(testQuestions)
    .innerJoin(questions, eq(questions.id, testQuestions.questionId))
    .where(eq(testQuestions.testId, testId))
    .orderBy(asc(testQuestions.section), asc(testQuestions.position));

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
