import {
  LEVELS,
  MSG,
  type PublicQuestion,
  QUIZ_MAX_MINUTES,
  QUIZ_MAX_QUESTIONS,
  TEST_TYPES,
  type Test,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { TestRow, UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Entitlements } from '../payments/entitlements';
import { toPublicQuestion } from '../questions/json';
import type { Questions } from '../questions/service';
import { filterValues, findTest, listTests, type TestFilter, testQuestionIds, toTestJson } from './repo';

export function makeMockTests(deps: { db: Db; entitlements: Entitlements; questions: Questions }) {
  const { db, entitlements } = deps;

  /** Students see active tests; admins also inactive ones. */
  const seesInactive = (user: UserRow) => user.role === 'admin';

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

    async list(user: UserRow, query: Omit<TestFilter, 'includeInactive'>) {
      const rows = await listTests(db, { ...query, includeInactive: seesInactive(user) });
      return toTestJson(db, rows, await entitlements.accessFor(user, rows));
    },

    /** Free Quizzes: short Free tests (at most 15 questions and 15 minutes). */
    async quizzes(user: UserRow) {
      const all = await this.list(user, { type: 'Free', maxDuration: QUIZ_MAX_MINUTES, targetExams: [] });
      return all.filter((t) => t.questionCount > 0 && t.questionCount <= QUIZ_MAX_QUESTIONS && !t.startsAt);
    },

    /** The values that exist, for the filter menus; every level and type is always offered. */
    async filters(user: UserRow) {
      const { examTypes, subjects, targetExams } = await filterValues(db, seesInactive(user));
      return { examTypes, subjects, levels: [...LEVELS], types: [...TEST_TYPES], targetExams };
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
