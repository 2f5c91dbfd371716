import {
  LEVELS,
  MSG,
  type PublicQuestion,
  QUIZ_MAX_MINUTES,
  QUIZ_MAX_QUESTIONS,
  TEST_TYPES,
  type Test,
  type TestListQuery,
} from '@mockprep/contract';
import { and, asc, desc, eq, exists, ilike, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type TestRow, targetExams, tests, testTargetExams, type UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Entitlements } from '../payments/entitlements';
import { toPublicQuestion } from '../questions/json';
import type { Questions } from '../questions/service';
import { findTest, testQuestionIds, toTestJson } from './repo';

type ListQuery = {
  examType?: string;
  subject?: string;
  level?: TestListQuery['level'];
  type?: TestListQuery['type'];
  targetExams: string[];
  maxDuration?: number;
  search?: string;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function makeMockTests(deps: { db: Db; entitlements: Entitlements; questions: Questions }) {
  const { db, entitlements } = deps;

  /** Active, undeleted tests for students; admins also see inactive ones. */
  const visible = (user: UserRow): SQL | undefined =>
    user.role === 'admin' ? isNull(tests.deletedAt) : and(isNull(tests.deletedAt), eq(tests.isActive, true));

  async function getVisible(user: UserRow, id: string): Promise<TestRow> {
    const row = await findTest(db, id);
    if (!row || (!row.isActive && user.role !== 'admin')) throw new HttpError(404, MSG.testNotFound);
    return row;
  }

  /** 403 unless the student may take the test (see Entitlements). */
  async function assertAccess(user: UserRow, row: TestRow) {
    const canTake = await entitlements.accessFor(user, [row]);
    if (!canTake(row)) throw new HttpError(403, MSG.purchaseRequired);
  }

  return {
    getVisible,
    assertAccess,

    /** Question ids of a test in their order. */
    questionIds: (testId: string): Promise<string[]> => testQuestionIds(db, testId),

    /** Test JSON for many rows, `hasAccess` telling which the student may take. */
    toJson: (rows: TestRow[], hasAccess: (row: TestRow) => boolean): Promise<Test[]> => toTestJson(db, rows, hasAccess),

    async list(user: UserRow, query: ListQuery) {
      const conditions = [
        visible(user),
        query.examType ? eq(tests.examType, query.examType) : undefined,
        query.subject ? eq(tests.subject, query.subject) : undefined,
        query.level ? eq(tests.level, query.level) : undefined,
        query.type ? eq(tests.type, query.type) : undefined,
        query.maxDuration ? lte(tests.duration, query.maxDuration) : undefined,
        query.search
          ? or(
              ilike(tests.title, `%${escapeLike(query.search)}%`),
              ilike(tests.subject, `%${escapeLike(query.search)}%`),
            )
          : undefined,
        query.targetExams.length > 0
          ? exists(
              db
                .select({ one: testTargetExams.testId })
                .from(testTargetExams)
                .where(
                  and(eq(testTargetExams.testId, tests.id), inArray(testTargetExams.targetExamId, query.targetExams)),
                ),
            )
          : undefined,
      ];
      const rows = await db
        .select()
        .from(tests)
        .where(and(...conditions))
        .orderBy(desc(tests.createdAt), asc(tests.title));
      return toTestJson(db, rows, await entitlements.accessFor(user, rows));
    },

    /** Free Quizzes: short Free tests (at most 15 questions and 15 minutes). */
    async quizzes(user: UserRow) {
      const all = await this.list(user, { type: 'Free', maxDuration: QUIZ_MAX_MINUTES, targetExams: [] });
      return all.filter((t) => t.questionCount > 0 && t.questionCount <= QUIZ_MAX_QUESTIONS && !t.startsAt);
    },

    /** The values that exist, for the filter menus; every level and type is always offered. */
    async filters(user: UserRow) {
      const [examTypes, subjects, exams] = await Promise.all([
        db.selectDistinct({ v: tests.examType }).from(tests).where(visible(user)).orderBy(asc(tests.examType)),
        db.selectDistinct({ v: tests.subject }).from(tests).where(visible(user)).orderBy(asc(tests.subject)),
        db
          .select({ _id: targetExams.id, name: targetExams.name })
          .from(targetExams)
          .where(eq(targetExams.isActive, true))
          .orderBy(asc(targetExams.sequence), asc(targetExams.name)),
      ]);
      return {
        examTypes: examTypes.map((r) => r.v),
        subjects: subjects.map((r) => r.v),
        levels: [...LEVELS],
        types: [...TEST_TYPES],
        targetExams: exams,
      };
    },

    async get(user: UserRow, id: string) {
      const row = await getVisible(user, id);
      const [test] = await toTestJson(db, [row], await entitlements.accessFor(user, [row]));
      return test;
    },

    /** The questions without key or explanation, for students who may take the test. */
    async questions(user: UserRow, id: string): Promise<PublicQuestion[]> {
      await assertAccess(user, await getVisible(user, id));
      const ids = await testQuestionIds(db, id);
      if (ids.length === 0) return [];
      const byId = await deps.questions.byIds(ids);
      return ids.flatMap((qid) => {
        const row = byId.get(qid);
        return row ? [toPublicQuestion(row)] : [];
      });
    },
  };
}

export type MockTests = ReturnType<typeof makeMockTests>;
