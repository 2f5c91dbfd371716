import {
  type AttemptLayout,
  DEFAULT_MARKING,
  LEVELS,
  type Marking,
  MSG,
  type MyAttempts,
  type PageQuery,
  type PublicQuestion,
  QUIZ_MAX_MINUTES,
  QUIZ_MAX_QUESTIONS,
  type StoredSection,
  type StudentTest,
  TEST_TYPES,
  type TestDetail,
  type TestListFilters,
  type TestPage,
  typesPresent,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { TestRow, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { firstPageTotal, pageOf } from '../../lib/paging';
import { versionedCache } from '../../lib/versioned-cache';
import type { Entitlements } from '../payments/entitlements';
import { toPublicQuestion } from '../questions/json';
import type { Questions } from '../questions/service';
import {
  type CountedTest,
  countTests,
  filterValues,
  findTest,
  listTests,
  type TestFilter,
  testQuestionIds,
  testQuestionPlaces,
  toTestJson,
} from './repo';

/** Tests whose question lists one process keeps. */
const CACHED_TESTS = 2_000;

/** A test's sections; a test without any is one section named after its subject, +1 for a correct answer. */
export const sectionsOf = (test: Pick<TestRow, 'sections' | 'subject'>): StoredSection[] =>
  test.sections ?? [{ name: test.subject, minutes: null, attemptAny: null, marking: DEFAULT_MARKING }];

/** What a new attempt of a test starts with: its questions in order, and its sections, marks and question types. */
export type TestLayout = { questionIds: string[] } & AttemptLayout;

/** The student's own attempts of each test (the attempts domain's, which builds on this one: asked lazily). */
type MyAttemptsOf = (user: UserRow, testIds: string[]) => Promise<(testId: string) => MyAttempts>;

export function makeMockTests(deps: {
  db: Db;
  clock: Clock;
  entitlements: Entitlements;
  questions: Questions;
  myAttempts: MyAttemptsOf;
}) {
  const { db, clock, entitlements } = deps;
  const layouts = versionedCache<string, TestLayout>(CACHED_TESTS);

  async function readLayout(test: TestRow): Promise<TestLayout> {
    const places = await testQuestionPlaces(db, test.id);
    const markings: Record<number, Marking> = {};
    places.forEach((p, position) => {
      if (p.marking) markings[position] = p.marking;
    });
    return {
      questionIds: places.map((p) => p.id),
      types: places.map((p) => p.type),
      sections: sectionsOf(test).map((section, index) => ({
        ...section,
        count: places.filter((p) => p.section === index).length,
      })),
      markings,
    };
  }

  /** Students see active tests; admins also inactive ones. */
  const seesInactive = (user: UserRow) => user.role === 'admin';

  async function getVisible(user: UserRow, id: string): Promise<CountedTest> {
    const row = await findTest(db, id);
    if (!row || (!row.isActive && user.role !== 'admin')) throw new HttpError(404, MSG.testNotFound);
    return row;
  }

  /** 403 unless the student may take the test (see Entitlements). */
  async function assertAccess(user: UserRow, row: TestRow) {
    const canTake = await entitlements.accessFor(user, [row]);
    if (!canTake(row)) throw new HttpError(403, MSG.purchaseRequired);
  }

  /**
   * The question ids a student may read outside an attempt. A live test's are served inside its window only, and
   * only to students who started it; after the window it is an ordinary test.
   */
  async function readableQuestionIds(user: UserRow, test: CountedTest): Promise<string[]> {
    const now = clock.now();
    if (!test.startsAt || !test.endsAt || now >= test.endsAt) return testQuestionIds(db, test.id);
    if (now < test.startsAt) throw new HttpError(403, MSG.liveNotStarted);
    const ids = await testQuestionIds(db, test.id, user.id);
    if (ids.length === 0 && test.questionCount > 0) throw new HttpError(403, MSG.liveNotJoined);
    return ids;
  }

  /** Tests as the student reads them: whether they may take each, and their own attempts of it. */
  async function toStudentJson(user: UserRow, rows: TestRow[]): Promise<StudentTest[]> {
    const [hasAccess, mine] = await Promise.all([
      entitlements.accessFor(user, rows),
      deps.myAttempts(
        user,
        rows.map((row) => row.id),
      ),
    ]);
    const json = await toTestJson(db, rows, hasAccess);
    return json.map((test) => ({ ...test, mine: mine(test._id) }));
  }

  async function page(user: UserRow, filter: TestFilter, query: PageQuery): Promise<TestPage> {
    const [found, counted] = await Promise.all([
      listTests(db, filter, query),
      firstPageTotal({ ...query, search: filter.search }, () => countTests(db, filter)),
    ]);
    const { rows, nextCursor } = pageOf(found, query);
    return { entries: await toStudentJson(user, rows), nextCursor, ...counted };
  }

  return {
    getVisible,
    assertAccess,

    /** 409 for a test without questions: it can be neither bought nor started. */
    assertHasQuestions(test: CountedTest) {
      if (test.questionCount === 0) throw new HttpError(409, MSG.noQuestionsYet);
    },

    /** Question ids of a test in their order. */
    questionIds: (testId: string): Promise<string[]> => testQuestionIds(db, testId),

    /** The test's layout from this process's cache, valid at the content `version` read earlier in the same request. */
    async layoutAt(test: TestRow, version: number): Promise<TestLayout> {
      const known = layouts.get(test.id, version);
      if (known) return known;
      const layout = await readLayout(test);
      layouts.set(test.id, layout, version);
      return layout;
    },

    toStudentJson,

    /** A page of the catalogue, newest first, with how many tests match the filters. */
    async list(user: UserRow, query: TestListFilters): Promise<TestPage> {
      const { cursor, limit, ...filters } = query;
      return page(user, { ...filters, includeInactive: seesInactive(user) }, { cursor, limit });
    },

    /** Free Quizzes: short Free tests (at most 15 questions and 15 minutes) outside any live window. */
    quizzes: (user: UserRow, query: PageQuery): Promise<TestPage> =>
      page(
        user,
        {
          includeInactive: seesInactive(user),
          type: 'Free',
          maxDuration: QUIZ_MAX_MINUTES,
          maxQuestions: QUIZ_MAX_QUESTIONS,
          withoutLiveWindow: true,
          targetExams: [],
        },
        query,
      ),

    /** The values that exist, for the filter menus; every level and type is always offered. */
    async filters(user: UserRow) {
      const { examTypes, subjects, targetExams } = await filterValues(db, seesInactive(user));
      return { examTypes, subjects, levels: [...LEVELS], types: [...TEST_TYPES], targetExams };
    },

    /** The test's page: with its sections, each with its question count. */
    async get(user: UserRow, id: string): Promise<TestDetail> {
      const row = await getVisible(user, id);
      const [[test], layout] = await Promise.all([toStudentJson(user, [row]), readLayout(row)]);
      const sectionOf = layout.sections.flatMap((section, index) => Array(section.count).fill(index));
      return {
        ...(test as StudentTest),
        sections: layout.sections.map(({ count, ...section }, index) => ({
          ...section,
          questionCount: count,
          questionTypes: typesPresent(layout.types.filter((_, position) => sectionOf[position] === index)),
        })),
      };
    },

    /** The questions without key or explanation, for students who may take the test. */
    async questions(user: UserRow, id: string): Promise<PublicQuestion[]> {
      const test = await getVisible(user, id);
      await assertAccess(user, test);
      const ids = await readableQuestionIds(user, test);
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
