import {
  type AnswerInput,
  type AttemptedTestPage,
  type AttemptLayout,
  type AttemptPage,
  type AttemptQuestions,
  type AttemptResult,
  type AttemptSection,
  type AttemptSession,
  type AttemptStats,
  type AttemptSummary,
  type AttemptTest,
  DEFAULT_MARKING,
  MSG,
  type MyAttempts,
  type MyAttemptsFilters,
  type PageQuery,
  percentile,
  type QuestionType,
  type ReviewAnswer,
  type RunningAttempt,
  SUBMIT_GRACE_SECONDS,
  typesPresent,
} from '@mockprep/contract';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import type { TokenHolder } from '../../db/live-session';
import { prepared } from '../../db/prepared';
import type { AttemptRow, QuestionRow, TestRow, UserRow } from '../../db/schema';
import { placeholdersOf, prefixed } from '../../db/statement-input';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { firstPageTotal, pageOf } from '../../lib/paging';
import { istDay, istWeek } from '../leaderboard/periods';
import type { Leaderboard } from '../leaderboard/service';
import type { MockTests } from '../mock-tests/service';
import type { Notifications } from '../notifications/service';
import { toKeyedQuestion, toPublicQuestion } from '../questions/json';
import type { Questions } from '../questions/service';
import {
  type AnswerPatch,
  answerMerges,
  attemptsByTest,
  averageTimes,
  type Closing,
  closeOpenAttemptStatement,
  findAttempt,
  findAttemptResult,
  findAttemptWithVersion,
  findOpenAttempt,
  insertAttempt,
  lockedQuestionIds,
  mistakesAdded,
  openAttemptsExpiredBefore,
  openAttemptsOf,
  openOrSubmittedAttempt,
  type ResultContext,
  resultContextFrom,
  resultContextOf,
  runningAttemptsOf,
  testsById,
} from './repo';
import {
  attemptedTestsCount,
  attemptedTestsPage,
  type ListedTest,
  type SummaryRow,
  submittedCount,
  submittedPage,
  submittedStats,
} from './results-repo';
import {
  keyOf,
  layoutOf,
  maxMarksOf,
  positionsOf,
  type QuestionKey,
  type SavedAnswer,
  type Scored,
  scoreAnswers,
  sectionWindows,
  timeTakenSeconds,
  wronglyAnswered,
} from './scoring';
import { randomOrder, toOriginal, toShown } from './shuffle';

const GRACE_MS = SUBMIT_GRACE_SECONDS * 1000;

/** How the statement closing an attempt names the placeholders of its follow-ups apart from the Closing's. */
const [COUNTER, MISTAKE, NOTIFICATION] = ['counter_', 'mistake_', 'notification_'];

/** What of an attempt never changes after its start: enough to check and store an autosave without reading it. */
type AttemptShape = Pick<AttemptRow, 'userId' | 'optionOrders' | 'expiresAt'> & {
  /** Question id -> its position in the attempt. */
  positions: Map<string, number>;
  types: QuestionType[];
  /** Per question position: its section's window, when sections have timers. */
  windows: ({ opensAt: Date; closesAt: Date } | null)[];
  maxSeconds: number;
};

function shapeOf(row: AttemptRow): AttemptShape {
  const layout = layoutOf(row, '');
  const windows = sectionWindows(layout, row.startedAt);
  return {
    userId: row.userId,
    optionOrders: row.optionOrders,
    expiresAt: row.expiresAt,
    positions: new Map(row.questionIds.map((id, i) => [id, i])),
    types: layout.types,
    windows: positionsOf(layout).map((p) => windows[p.section] ?? null),
    maxSeconds: Math.round((row.expiresAt.getTime() - row.startedAt.getTime()) / 1000),
  };
}

/** The original index of the option shown at `shown`; 400 when no option is shown there. */
function originalOption(order: number[], shown: number): number {
  const index = toOriginal(order, shown);
  if (index === undefined) throw new HttpError(400, MSG.optionOutOfRange);
  return index;
}

/** A saved answer in the options' order the student saw. */
const shownAnswer = (saved: SavedAnswer | undefined, order: number[]) => ({
  selectedOption: toShown(order, saved?.o ?? null),
  selectedOptions: (saved?.m ?? []).flatMap((o) => toShown(order, o) ?? []).sort((a, b) => a - b),
  numericAnswer: saved?.v ?? null,
});

const keysOf = (served: Map<string, QuestionRow>): Map<string, QuestionKey> =>
  new Map([...served].map(([id, q]) => [id, keyOf(q)]));

/** The attempt scored by its layout against the served questions' keys. */
const scoreOf = (
  row: Pick<AttemptRow, 'layout' | 'questionIds'>,
  served: Map<string, QuestionRow>,
  answers: Record<string, SavedAnswer>,
): Scored => scoreAnswers(layoutOf(row, ''), row.questionIds, keysOf(served), answers);

/** Reads the token's user, refusing with the reason (401, 403) when they may not sign in. */
type SignIn = () => Promise<unknown>;

/** What a section outside its window does to an answer: refused (autosave) or left out (submit). */
type ClosedSections = 'refuse' | 'skip';
/** Attempts whose shape one process keeps (the students of a large live test). */
const CACHED_SHAPES = 20_000;
/**
 * Average times per question are read again whenever a small test gains a taker; a test with this many takers
 * reuses them for AVERAGE_TIMES_MS (a live test's results are read together, and its averages barely move). Once
 * they are older, the old ones are served while one read refreshes them, so no result waits on that read.
 */
const EXACT_AVERAGES_UP_TO = 100;
const AVERAGE_TIMES_MS = 60_000;

const attemptTest = (test: ListedTest | null | undefined, testId: string): AttemptTest => ({
  _id: testId,
  title: test?.title ?? 'Test Deleted',
  subject: test?.subject ?? '',
  examType: test?.examType ?? '',
  duration: test?.duration ?? 0,
  deleted: !test || test.deletedAt !== null,
});

function summary(row: SummaryRow, test: ListedTest | null | undefined, rank: number | null): AttemptSummary {
  return {
    _id: row.id,
    test: attemptTest(test, row.testId),
    status: row.status,
    score: row.score,
    marks: row.marks,
    maxMarks: row.maxMarks,
    accuracy: row.accuracy,
    correctCount: row.correctCount,
    incorrectCount: row.incorrectCount,
    unansweredCount: row.unansweredCount,
    totalQuestions: row.totalQuestions,
    timeTaken: row.timeTaken,
    rank,
    isCounted: row.isCounted,
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function makeAttempts(deps: {
  db: Db;
  clock: Clock;
  mockTests: MockTests;
  questions: Questions;
  leaderboard: Leaderboard;
  notifications: Notifications;
}) {
  const { db, clock, mockTests, questions, leaderboard, notifications } = deps;

  const isPastGrace = (row: Pick<AttemptRow, 'expiresAt'>, now: Date) =>
    now.getTime() > row.expiresAt.getTime() + GRACE_MS;

  /** Closing an attempt, with its counters, mistakes and notification in the same statement (Closing's values). */
  const closeStatement = prepared((db, name) =>
    closeOpenAttemptStatement(db, name, (when) => [
      ...leaderboard.countAttemptStatements(placeholdersOf(COUNTER), when.counted),
      mistakesAdded(placeholdersOf(MISTAKE), when.closed),
      notifications.resultReadyStatement(placeholdersOf(NOTIFICATION), when.closed),
    ]),
  );

  const mergeAnswer = answerMerges(db);
  const shapes = new LRUCache<string, AttemptShape>({ max: CACHED_SHAPES });
  const averages = new LRUCache<string, Map<string, number>>({
    max: 1_000,
    ttl: AVERAGE_TIMES_MS,
    allowStale: true,
    fetchMethod: (key) => averageTimes(db, key.split(':')[0] as string),
  });

  /**
   * The student's attempt (and its shape) and the content version now (for the cached questions); 404 otherwise. The
   * token's session is checked in the same statement: when it is not live (or there is no such attempt), `signIn`
   * reads the user and refuses with the reason (401, 403) before anything of the attempt is told.
   */
  async function owned(who: TokenHolder, id: string, notFound: string, signIn: SignIn) {
    const found = await ownedBy(who, await findAttemptWithVersion(db, id, who), notFound, signIn);
    const shape = shapes.get(id) ?? shapeOf(found.row);
    shapes.set(id, shape);
    return { ...found, shape };
  }

  /** An attempt read with its session check: the student's, or 404 (a session not live refused first). */
  async function ownedBy<Found extends { row: AttemptRow; sessionLive: boolean }>(
    who: TokenHolder,
    found: Found | undefined,
    notFound: string,
    signIn: SignIn,
  ): Promise<Found> {
    if (!found?.sessionLive) await signIn();
    if (!found || found.row.userId !== who.userId) throw new HttpError(404, notFound);
    return found;
  }

  /**
   * Student answers (shown option indexes) -> stored answers (original indexes), validated against the attempt:
   * each in the field of its question's type, in a section that is open now (answers of a closed one refused or
   * left out).
   */
  function toStored(shape: AttemptShape, input: AnswerInput[], now: Date, closed: ClosedSections): AnswerPatch {
    const { positions, maxSeconds } = shape;
    const stored: AnswerPatch = [];
    for (const answer of input) {
      const position = positions.get(answer.question);
      if (position === undefined) throw new HttpError(400, MSG.unknownQuestion);
      const window = shape.windows[position];
      if (window && (now < window.opensAt || isPastGrace({ expiresAt: window.closesAt }, now))) {
        if (closed === 'skip') continue;
        throw new HttpError(409, now < window.opensAt ? MSG.sectionNotOpen : MSG.sectionClosed);
      }
      const order = shape.optionOrders[position] ?? [];
      const t = Math.min(Math.max(0, Math.round(answer.timeSpent ?? 0)), maxSeconds);
      const type = shape.types[position] ?? 'single';
      const selected = answer.selectedOption ?? null;
      if (type === 'multiple') {
        const chosen = answer.selectedOptions ?? (selected === null ? [] : [selected]);
        const m = [...new Set(chosen.map((shown) => originalOption(order, shown)))].sort((a, b) => a - b);
        stored.push([answer.question, { o: null, m, t }]);
      } else if (type === 'numerical') {
        stored.push([answer.question, { o: null, v: answer.numericAnswer ?? null, t }]);
      } else {
        stored.push([answer.question, { o: selected === null ? null : originalOption(order, selected), t }]);
      }
    }
    return stored;
  }

  /**
   * Scores and closes an open attempt with its saved answers (plus `extra`, already validated).
   * Conditional on status: of two concurrent finalisations one wins and the other reads its result.
   */
  async function finalise(
    row: AttemptRow,
    at: Date,
    extra: AnswerPatch = [],
    questionMap?: Map<string, QuestionRow>,
  ): Promise<{ row: AttemptRow; closing?: { scored: Scored; context: ResultContext } }> {
    const answers = { ...row.answers, ...Object.fromEntries(extra) };
    const served = questionMap ?? (await questions.byIds(row.questionIds));
    const scored = scoreOf(row, served, answers);
    // Mistakes hold only questions in the bank: not one deleted while the attempt ran.
    const wrong = wronglyAnswered(row.questionIds, scored).filter((id) => !served.get(id)?.deletedAt);
    const submittedAt = at.getTime() > row.expiresAt.getTime() ? row.expiresAt : at;
    const timeTaken = timeTakenSeconds(row.startedAt, row.expiresAt, at);
    const periodDay = istDay(submittedAt);
    const periodWeek = istWeek(submittedAt);
    const closing: Omit<Closing, 'countable'> = {
      id: row.id,
      userId: row.userId,
      testId: row.testId,
      answers,
      correctCount: scored.correctCount,
      incorrectCount: scored.incorrectCount,
      unansweredCount: scored.unansweredCount,
      totalQuestions: scored.totalQuestions,
      marks: scored.marks,
      maxMarks: scored.maxMarks,
      score: scored.score,
      accuracy: scored.accuracy,
      submittedAt: submittedAt.toISOString(),
      timeTaken,
      periodDay,
      periodWeek,
      updatedAt: at.toISOString(),
    };
    const values = {
      ...closing,
      ...prefixed(COUNTER, leaderboard.counterChange(closing, 1)),
      ...prefixed(MISTAKE, { userId: row.userId, questionIds: [...wrong].sort() }),
      ...prefixed(NOTIFICATION, notifications.resultReady(closing)),
    };
    const close = async (countable: Closing['countable']) => {
      const [closed] = await closeStatement(db).execute({
        ...values,
        countable,
        questionIds: JSON.stringify(row.questionIds),
      });
      return closed;
    };
    let closed: Awaited<ReturnType<typeof close>>;
    try {
      closed = await close(true);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      closed = await close(false);
    }
    // Not closed here: another request closed it first, with its own answers.
    if (!closed) return { row: (await findAttempt(db, row.id)) as AttemptRow };
    const { id, userId, testId, ...written } = closing;
    const { isCounted, ...context } = closed;
    return {
      row: { ...row, ...written, status: 'submitted', submittedAt, updatedAt: at, isCounted },
      closing: { scored, context: resultContextFrom(context) },
    };
  }

  /** Submits the student's attempts whose time and grace are over, before their results are read. */
  async function settleOpen(user: UserRow): Promise<void> {
    await Promise.all((await openAttemptsOf(db, user.id)).map(settle));
  }

  /** Finalises the attempt when its time and grace are over (lazy finalisation on read). */
  async function settle(row: AttemptRow): Promise<AttemptRow> {
    const now = clock.now();
    return row.status === 'in_progress' && isPastGrace(row, now) ? (await finalise(row, now)).row : row;
  }

  async function clockState(row: AttemptRow, knownTest?: ListedTest): Promise<Omit<AttemptSession, 'resumed'>> {
    const test = knownTest ?? (await testsById(db, [row.testId])).get(row.testId);
    const layout = layoutOf(row, test?.subject ?? '');
    const windows = sectionWindows(layout, row.startedAt);
    const places = positionsOf(layout);
    return {
      _id: row.id,
      test: attemptTest(test, row.testId),
      status: row.status,
      startedAt: row.startedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      serverNow: clock.now().toISOString(),
      sections: layout.sections.map(
        ({ count, ...section }, index): AttemptSection => ({
          ...section,
          questionCount: count,
          questionTypes: typesPresent(layout.types.filter((_, position) => places[position]?.section === index)),
          opensAt: windows[index]?.opensAt.toISOString() ?? null,
          closesAt: windows[index]?.closesAt.toISOString() ?? null,
        }),
      ),
    };
  }

  const session = async (row: AttemptRow, resumed: boolean, test?: TestRow): Promise<AttemptSession> => ({
    ...(await clockState(row, test)),
    resumed,
  });

  /** The result of a submitted attempt, its context read now. */
  async function result(row: AttemptRow, questionMap: Map<string, QuestionRow>, scored?: Scored) {
    return resultOf(row, await resultContextOf(db, row, clock.now()), questionMap, scored);
  }

  /**
   * The score and standing; the answer review with the key only once no live test or running attempt needs it hidden.
   * `scored`: the attempt's answers scored against the same questions, when the caller has them.
   */
  async function resultOf(
    row: AttemptRow,
    { test, reviewLockedUntil, standing: place }: ResultContext,
    questionMap: Map<string, QuestionRow>,
    known?: Scored,
  ): Promise<AttemptResult> {
    const layout = layoutOf(row, test?.subject ?? '');
    const scored = known ?? scoreAnswers(layout, row.questionIds, keysOf(questionMap), row.answers);
    const averagesKey = place.participants < EXACT_AVERAGES_UP_TO ? `${row.testId}:${place.participants}` : row.testId;
    const average = reviewLockedUntil ? new Map<string, number>() : await averages.fetch(averagesKey);
    return {
      ...summary(row, test, row.isCounted ? place.rank : null),
      user: row.userId,
      percentile: percentile(place.atOrBelow, place.participants),
      participants: place.participants,
      negativeMarks: scored.negativeMarks,
      sections: scored.sections,
      answers: reviewLockedUntil ? [] : review(row, layout, questionMap, scored, average ?? new Map()),
      reviewAvailableAt: reviewLockedUntil?.toISOString() ?? null,
    };
  }

  /** Each question with the key, in the options' order the student saw, what they answered and what it earned. */
  function review(
    row: AttemptRow,
    layout: AttemptLayout,
    questionMap: Map<string, QuestionRow>,
    scored: Scored,
    average: Map<string, number>,
  ): ReviewAnswer[] {
    const places = positionsOf(layout);
    return row.questionIds.flatMap((id, position) => {
      const question = questionMap.get(id);
      if (!question) return [];
      const order = row.optionOrders[position] ?? [];
      const outcome = scored.outcomes[position] ?? { state: 'unanswered', marks: 0 };
      return [
        {
          question: toKeyedQuestion(question, order),
          section: places[position]?.section ?? 0,
          isCorrect: outcome.state === 'correct',
          state: outcome.state,
          marks: outcome.marks,
          timeSpent: row.answers[id]?.t ?? 0,
          averageTime: average.get(id) ?? null,
          ...shownAnswer(row.answers[id], order),
        },
      ];
    });
  }

  return {
    /** Questions whose key the student may not read now: of live tests not over, and of their running attempts. */
    async lockedQuestionIds(user: UserRow): Promise<Set<string>> {
      return new Set(await lockedQuestionIds(db, user.id, clock.now()));
    },

    /**
     * Resumes the student's unfinished attempt of the test, or starts one; a test they have submitted starts again
     * only as a `retake` (practice: the first submitted attempt is the ranked one).
     */
    async start(user: UserRow, testId: string, retake = false): Promise<{ session: AttemptSession; created: boolean }> {
      const test = await mockTests.getVisible(user, testId);
      mockTests.assertHasQuestions(test);
      await mockTests.assertAccess(user, test);
      const [latest, version] = await Promise.all([
        openOrSubmittedAttempt(db, user.id, testId),
        questions.contentVersion(),
      ]);
      if (latest?.status === 'in_progress') {
        const settled = await settle(latest);
        if (settled.status === 'in_progress') return { session: await session(settled, true, test), created: false };
      }
      // Submitted before, or just now by settling the one whose time ran out.
      if (!retake && latest) throw new HttpError(409, MSG.alreadyTaken);
      const layout = await mockTests.layoutAt(test, version);
      const { questionIds } = layout;
      if (questionIds.length === 0) throw new HttpError(409, MSG.noQuestionsYet);
      const questionMap = await questions.byIdsAt(questionIds, version);
      const now = clock.now();
      if (test.startsAt && now < test.startsAt) throw new HttpError(403, MSG.liveNotStarted);
      // During a live window every attempt ends with the window; afterwards the test is ordinary practice.
      const fullTime = now.getTime() + test.duration * 60_000;
      const liveEnd = test.endsAt && now < test.endsAt ? test.endsAt.getTime() : Number.POSITIVE_INFINITY;
      try {
        const row = await insertAttempt(db, {
          id: newId(),
          userId: user.id,
          testId,
          startedAt: now,
          expiresAt: new Date(Math.min(fullTime, liveEnd)),
          questionIds,
          optionOrders: questionIds.map((id) => randomOrder(questionMap.get(id)?.options.length ?? 0)),
          layout: { sections: layout.sections, markings: layout.markings, types: layout.types },
          totalQuestions: questionIds.length,
          unansweredCount: questionIds.length,
          maxMarks: maxMarksOf(layout),
          createdAt: now,
          updatedAt: now,
        });
        return { session: await session(row, false, test), created: true };
      } catch (error) {
        // Two tabs pressed Start together: the unique open-attempt index lets one insert win; resume it.
        if (!isUniqueViolation(error)) throw error;
        const winner = await findOpenAttempt(db, user.id, testId);
        if (!winner) throw error;
        return { session: await session(winner, true), created: false };
      }
    },

    /** The attempt's questions in its stored order, options shuffled, saved selections, no key. */
    async questions(who: TokenHolder, id: string, signIn: SignIn): Promise<AttemptQuestions> {
      const found = await owned(who, id, MSG.attemptNotFound, signIn);
      const row = await settle(found.row);
      const questionMap = await questions.byIdsAt(row.questionIds, found.version);
      const layout = layoutOf(row, '');
      const places = positionsOf(layout);
      return {
        ...(await clockState(row, found.test)),
        saveSeq: row.saveSeq,
        questions: row.questionIds.flatMap((qid, position) => {
          const q = questionMap.get(qid);
          if (!q) return [];
          const order = row.optionOrders[position] ?? [];
          const place = places[position] ?? { section: 0, marking: layout.sections[0]?.marking };
          // Spreads last, as in `toKeyedQuestion`: fields added after a spread make each object slow to build.
          return [
            {
              section: place.section,
              marking: place.marking ?? DEFAULT_MARKING,
              timeSpent: row.answers[qid]?.t ?? 0,
              ...shownAnswer(row.answers[qid], order),
              ...toPublicQuestion(q, order),
            },
          ];
        }),
      };
    },

    /**
     * Autosave: merges the answers unless `seq` is older than the stored one. A repeat of the stored seq is
     * applied again (same answers: no change; different answers: the later request wins, nothing is dropped).
     * Late saves get 409. The student is known by their token alone (`who`): for an attempt this process has seen,
     * one statement checks their session and saves (with the saves of other students that arrived meanwhile). Only
     * when it saves nothing (an attempt not seen yet, a stale seq, time up, a session ended) is the attempt read for
     * the reason, a session that is not live refused first.
     */
    async save(who: TokenHolder, id: string, input: { answers: AnswerInput[]; seq: number }, signIn: SignIn) {
      const now = clock.now();
      const shape = shapes.get(id);
      if (shape?.userId === who.userId && !isPastGrace(shape, now)) {
        let patch: AnswerPatch | null = null;
        try {
          patch = toStored(shape, input.answers, now, 'refuse');
        } catch {
          // The full path below reads the attempt and answers with the reason.
        }
        const savedSeq = patch && (await mergeAnswer({ id, ...who, patch, seq: input.seq, now }));
        if (typeof savedSeq === 'number') return { saved: true, seq: savedSeq, serverNow: now.toISOString() };
      }
      const { row, shape: known } = await owned(who, id, MSG.attemptNotFound, signIn);
      if (row.status !== 'in_progress' || isPastGrace(row, now)) {
        await settle(row);
        throw new HttpError(409, MSG.timeUp);
      }
      const patch = toStored(known, input.answers, now, 'refuse');
      const savedSeq = await mergeAnswer({ id, ...who, patch, seq: input.seq, now });
      if (savedSeq !== undefined) return { saved: true, seq: savedSeq, serverNow: now.toISOString() };
      const current = await findAttempt(db, id);
      if (current?.status !== 'in_progress') throw new HttpError(409, MSG.timeUp);
      return { saved: false, seq: current.saveSeq, serverNow: now.toISOString() };
    },

    /** Scores on the server; a second submit returns the first result. */
    async submit(
      who: TokenHolder,
      id: string,
      input: { answers: AnswerInput[] },
      signIn: SignIn,
    ): Promise<AttemptResult> {
      const { row, version, shape } = await owned(who, id, MSG.attemptNotFound, signIn);
      const questionMap = await questions.byIdsAt(row.questionIds, version);
      if (row.status === 'submitted') return result(row, questionMap);
      const now = clock.now();
      const extra = isPastGrace(row, now) ? [] : toStored(shape, input.answers, now, 'skip');
      const { row: closed, closing } = await finalise(row, now, extra, questionMap);
      return closing ? resultOf(closed, closing.context, questionMap, closing.scored) : result(closed, questionMap);
    },

    /** A submitted attempt's result in one round trip; an attempt whose time ran out is submitted first. */
    async get(who: TokenHolder, id: string, signIn: SignIn): Promise<AttemptResult> {
      const found = await ownedBy(who, await findAttemptResult(db, id, who, clock.now()), MSG.resultNotFound, signIn);
      const questionMap = await questions.byIdsAt(found.row.questionIds, found.version);
      if (found.row.status === 'submitted') return resultOf(found.row, found.context, questionMap);
      const row = await settle(found.row);
      if (row.status !== 'submitted') throw new HttpError(409, MSG.attemptNotSubmitted);
      return result(row, questionMap);
    },

    /**
     * A page of the student's submitted attempts, each with its rank when it counts (those whose time ran out are
     * submitted first).
     */
    async listMine(user: UserRow, filters: MyAttemptsFilters): Promise<AttemptPage> {
      await settleOpen(user);
      const [rows, counted] = await Promise.all([
        submittedPage(db, user.id, filters),
        firstPageTotal(filters, () => submittedCount(db, user.id, filters.search)),
      ]);
      const page = pageOf(rows, filters);
      return {
        entries: page.rows.map(({ attempt, test, rank }) => summary(attempt, test, attempt.isCounted ? rank : null)),
        nextCursor: page.nextCursor,
        ...counted,
      };
    },

    /** The figures of all the student's submitted attempts. */
    async stats(user: UserRow): Promise<AttemptStats> {
      await settleOpen(user);
      return submittedStats(db, user.id);
    },

    /** A page of the tests the student submitted, each with its attempts summed up. */
    async attemptedTests(user: UserRow, query: PageQuery): Promise<AttemptedTestPage> {
      await settleOpen(user);
      const [rows, counted] = await Promise.all([
        attemptedTestsPage(db, user.id, query),
        firstPageTotal(query, () => attemptedTestsCount(db, user.id)),
      ]);
      const page = pageOf(rows, query);
      return {
        entries: page.rows.map((row) => ({
          test: attemptTest(row.test, row.testId),
          attempts: row.attempts,
          bestScore: row.bestScore,
          lastScore: row.lastScore,
          lastAttemptedAt: (row.lastSubmittedAt ?? row.lastCreatedAt).toISOString(),
          lastAttemptId: row.lastId,
        })),
        nextCursor: page.nextCursor,
        ...counted,
      };
    },

    /**
     * The student's own attempts of each of `testIds` (tests never attempted get neither a running nor a submitted
     * one). An attempt whose time ran out stays running with no time left until it is finalised (the sweep below).
     */
    async mine(user: UserRow, testIds: string[]): Promise<(testId: string) => MyAttempts> {
      const rows = testIds.length === 0 ? [] : await attemptsByTest(db, user.id, testIds);
      const now = clock.now().getTime();
      const byTest = new Map(
        rows.map((row): [string, MyAttempts] => [
          row.testId,
          {
            running:
              row.openId && row.openExpiresAt
                ? {
                    attemptId: row.openId,
                    expiresAt: row.openExpiresAt.toISOString(),
                    secondsLeft: Math.max(0, Math.floor((row.openExpiresAt.getTime() - now) / 1000)),
                  }
                : null,
            submitted:
              row.submitted > 0 && row.lastSubmittedId
                ? { count: row.submitted, bestScore: row.bestScore, lastAttemptId: row.lastSubmittedId }
                : null,
          },
        ]),
      );
      return (testId) => byTest.get(testId) ?? { running: null, submitted: null };
    },

    /**
     * The student's unfinished attempts they can resume now, newest first: time left, and a test that still exists
     * and that they can open (an inactive test is hidden from students). An attempt whose time ran out is left out
     * even before it is finalised.
     */
    async running(user: UserRow): Promise<RunningAttempt[]> {
      const now = clock.now();
      const rows = await runningAttemptsOf(db, user.id, now);
      return rows
        .filter((row) => row.test.isActive || user.role === 'admin')
        .map((row) => ({
          attemptId: row.id,
          test: attemptTest(row.test, row.test.id),
          expiresAt: row.expiresAt.toISOString(),
          secondsLeft: Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000),
        }));
    },

    /** Finalises attempts whose time and grace ran out while nobody was looking. */
    async sweep(limit = 200): Promise<number> {
      const now = clock.now();
      const due = await openAttemptsExpiredBefore(db, new Date(now.getTime() - GRACE_MS), limit);
      for (const row of due) await finalise(row, now);
      return due.length;
    },
  };
}

export type Attempts = ReturnType<typeof makeAttempts>;
