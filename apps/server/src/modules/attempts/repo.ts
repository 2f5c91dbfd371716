import { SUBMIT_GRACE_SECONDS } from '@mockprep/contract';
import DataLoader from 'dataloader';
import {
  and,
  type Column,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  lt,
  max,
  ne,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { alias, type SelectedFields, union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contentVersionNow } from '../../db/content-version';
import { liveSession, liveSessionOf, type TokenHolder } from '../../db/live-session';
import { prepared } from '../../db/prepared';
import {
  type AttemptRow,
  attempts,
  mistakes,
  type StoredAnswer,
  type TestRow,
  testQuestions,
  tests,
} from '../../db/schema';
import { type Standing, standingColumns, standingFrom } from '../../db/standing';
import { type Input, placeholdersOf } from '../../db/statement-input';
import { type ListedTest, testColumns } from './results-repo';
import type { Scored } from './scoring';

type AttemptColumns = { userId: Column; status: Column; expiresAt: Column };

/**
 * Constants as literals, not values: a generic plan (see opaqueIds) can then use the partial indexes of open
 * attempts.
 */
const GRACE = sql.raw(String(SUBMIT_GRACE_SECONDS));
const IN_PROGRESS = sql.raw(`'in_progress'`);

/** The end of a deadline's submit grace: answers saved or submitted until then still count. */
const graceEnd = (deadline: Column) => sql`${deadline} + make_interval(secs => ${GRACE})`;

/** A moment as a query value, or a placeholder or expression of one. */
type Moment = Date | Placeholder | SQL;
const at = (now: Moment) => sql`${now instanceof Date ? now.toISOString() : now}::timestamptz`;

/**
 * `now` less the grace: a deadline after it has its grace running at `now`. Compared with the bare column, so the
 * planner reads the column's statistics (few live tests are not over) and its indexes.
 */
const graceBefore = (now: Moment) => sql`${at(now)} - make_interval(secs => ${GRACE})`;

/** The student's attempts that still take answers at `now`. */
const stillAnswering = (attempt: AttemptColumns, userId: string | SQLWrapper, now: Moment) =>
  and(
    eq(attempt.userId, userId),
    sql`${attempt.status} = ${IN_PROGRESS}`,
    sql`${attempt.expiresAt} >= ${graceBefore(now)}`,
  );

/** Undeleted tests whose live window (with the grace of its last answers) has not ended at `now`. */
const liveNotOver = (test: { deletedAt: Column; endsAt: Column }, now: Moment) =>
  and(isNull(test.deletedAt), sql`${test.endsAt} > ${graceBefore(now)}`);

/**
 * A JSON array of ids (a placeholder) as a text[] the planner cannot look into. Given values it can estimate better
 * than a generic plan would (an array, a moment compared with a column), PostgreSQL plans a prepared statement
 * afresh on every execution, which for the review lock cost ten times as much as running it (0.63 ms against 0.06);
 * given none, it keeps one generic plan per connection.
 */
const opaqueIds = (json: SQLWrapper) => sql`array(select jsonb_array_elements_text(${json}::jsonb))`;

export async function findAttempt(db: Db, id: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(attempts).where(eq(attempts.id, id)).limit(1);
  return row;
}

/**
 * The statement reading the attempt `id`, its test, the content version now (for cached questions) and whether the
 * token's session is live (see db/live-session), with `more` columns, in one round trip.
 */
function attemptRead<More extends SelectedFields>(db: Db, name: string, more: More) {
  return db
    .select({
      row: attempts,
      test: testColumns,
      version: contentVersionNow,
      sessionLive: sql<boolean>`${liveSession}`,
      ...more,
    })
    .from(attempts)
    .innerJoin(tests, eq(tests.id, attempts.testId))
    .where(eq(attempts.id, sql.placeholder('id')))
    .limit(1)
    .prepare(name);
}

const attemptWithVersion = prepared((db, name) => attemptRead(db, name, {}));

export async function findAttemptWithVersion(
  db: Db,
  id: string,
  who: TokenHolder,
): Promise<{ row: AttemptRow; test: ListedTest; version: number; sessionLive: boolean } | undefined> {
  const [found] = await attemptWithVersion(db).execute({ id, ...who });
  return found;
}

export async function findOpenAttempt(db: Db, userId: string, testId: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), eq(attempts.status, 'in_progress')))
    .limit(1);
  return row;
}

/**
 * Per test of `testIds` the student has attempted: the unfinished attempt (one at most, by the open-attempt
 * index) and the submitted ones summed up (how many, best score, the latest id).
 */
export async function attemptsByTest(db: Db, userId: string, testIds: string[]) {
  const open = sql`${attempts.status} = 'in_progress'`;
  const submitted = sql`${attempts.status} = 'submitted'`;
  return db
    .select({
      testId: attempts.testId,
      openId: sql<string | null>`(array_agg(${attempts.id}) filter (where ${open}))[1]`,
      openExpiresAt: sql`max(${attempts.expiresAt}) filter (where ${open})`.mapWith(attempts.expiresAt),
      submitted: sql`count(*) filter (where ${submitted})`.mapWith(Number),
      bestScore: sql`max(${attempts.score}) filter (where ${submitted})`.mapWith(Number),
      lastSubmittedId: sql<
        string | null
      >`(array_agg(${attempts.id} order by ${attempts.id} desc) filter (where ${submitted}))[1]`,
    })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), inArray(attempts.testId, testIds)))
    .groupBy(attempts.testId);
}

/** Whether the student has submitted an attempt of the test. */
const latestOfTest = prepared((db, name) =>
  db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, sql.placeholder('userId')), eq(attempts.testId, sql.placeholder('testId'))))
    .orderBy(sql`${attempts.status} = 'in_progress' desc`)
    .limit(1)
    .prepare(name),
);

/** The student's unfinished attempt of the test when there is one, else one they submitted, else undefined. */
export async function openOrSubmittedAttempt(db: Db, userId: string, testId: string): Promise<AttemptRow | undefined> {
  const [row] = await latestOfTest(db).execute({ userId, testId });
  return row;
}

export async function openAttemptsOf(db: Db, userId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.status, 'in_progress')));
}

/**
 * The student's unfinished attempts with time left at `now`, of tests that still exist, newest first, each with
 * its test.
 */
export async function runningAttemptsOf(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: attempts.id,
      expiresAt: attempts.expiresAt,
      test: { ...testColumns, isActive: tests.isActive },
    })
    .from(attempts)
    .innerJoin(tests, eq(tests.id, attempts.testId))
    .where(
      and(
        eq(attempts.userId, userId),
        eq(attempts.status, 'in_progress'),
        gt(attempts.expiresAt, now),
        isNull(tests.deletedAt),
      ),
    )
    .orderBy(desc(attempts.startedAt), desc(attempts.id));
}

/** Open attempts that expired before `before`, at most `limit`. */
export async function openAttemptsExpiredBefore(db: Db, before: Date, limit: number): Promise<AttemptRow[]> {
  return db
    .select()
    .from(attempts)
    .where(and(eq(attempts.status, 'in_progress'), lt(attempts.expiresAt, before)))
    .limit(limit);
}

/** What starting an attempt writes; the rest of the row takes its defaults. */
export type NewAttempt = Pick<
  typeof attempts.$inferInsert,
  | 'id'
  | 'userId'
  | 'testId'
  | 'startedAt'
  | 'expiresAt'
  | 'questionIds'
  | 'optionOrders'
  | 'layout'
  | 'totalQuestions'
  | 'unansweredCount'
  | 'maxMarks'
  | 'createdAt'
  | 'updatedAt'
>;

/** Built once: a live test's students all start within a minute. */
const attemptInsert = prepared((db, name) => {
  const value = (column: keyof NewAttempt) => sql.placeholder(column);
  return db
    .insert(attempts)
    .values({
      id: value('id'),
      userId: value('userId'),
      testId: value('testId'),
      startedAt: value('startedAt'),
      expiresAt: value('expiresAt'),
      questionIds: value('questionIds'),
      optionOrders: value('optionOrders'),
      layout: value('layout'),
      totalQuestions: value('totalQuestions'),
      unansweredCount: value('unansweredCount'),
      maxMarks: value('maxMarks'),
      createdAt: value('createdAt'),
      updatedAt: value('updatedAt'),
    })
    .returning()
    .prepare(name);
});

/** Throws a unique violation when the student already has an open attempt of the test. */
export async function insertAttempt(db: Db, values: NewAttempt): Promise<AttemptRow> {
  const [row] = await attemptInsert(db).execute(values);
  return row as AttemptRow;
}

/** Conditions on the outcome of closing an attempt, for the statements that run with the close. */
export type CloseGuards = {
  /** The attempt was in progress and this statement closed it. */
  closed: SQL;
  /** It closed it, and the attempt is the student's counted one of the test. */
  counted: SQL;
};

/** What closing an attempt writes: its score, and instants as ISO strings. */
export type Closing = Pick<
  Scored,
  'correctCount' | 'incorrectCount' | 'unansweredCount' | 'totalQuestions' | 'marks' | 'maxMarks' | 'score' | 'accuracy'
> & {
  id: string;
  userId: string;
  testId: string;
  answers: Record<string, StoredAnswer>;
  submittedAt: string;
  timeTaken: number;
  /** False: never the counted attempt (another one of the test was counted first). */
  countable: boolean;
  periodDay: string;
  periodWeek: string;
  updatedAt: string;
};

/**
 * The statement that closes an open attempt with a Closing (its placeholders, named as its keys) and runs
 * `followUps` (data-modifying statements guarded by the close's outcome, their placeholders named apart) in the
 * same statement: one round trip, atomic, and no transaction left open while this process is busy, so the rows the
 * follow-ups lock (a test's leaderboard counters) are held only while PostgreSQL runs it. Prepared once: building it
 * cost about 0.9 ms of CPU per submission. Its row, when it closed the attempt, tells whether the attempt counts for
 * the ranks (unless the student already has a counted one of its test) and holds the attempt's result context,
 * `questionIds` (JSON) given beside the Closing; the follow-ups count a counted attempt in the leaderboard counters.
 * The rest of the closed attempt is what the caller wrote, so it is not read back.
 */
export function closeOpenAttemptStatement(db: Db, name: string, followUps: (guards: CloseGuards) => SQL[]) {
  const value = placeholdersOf<Closing>('');
  const closed = db.$with('closed').as(
    db
      .update(attempts)
      .set({
        answers: sql`${value('answers')}::jsonb`,
        correctCount: sql`${value('correctCount')}::int`,
        incorrectCount: sql`${value('incorrectCount')}::int`,
        unansweredCount: sql`${value('unansweredCount')}::int`,
        totalQuestions: sql`${value('totalQuestions')}::int`,
        marks: sql`${value('marks')}::float8`,
        maxMarks: sql`${value('maxMarks')}::float8`,
        score: sql`${value('score')}::float8`,
        accuracy: sql`${value('accuracy')}::float8`,
        status: 'submitted',
        submittedAt: sql`${value('submittedAt')}::timestamptz`,
        timeTaken: sql`${value('timeTaken')}::int`,
        isCounted: sql`${value('countable')}::boolean and not exists (select 1 from ${attempts} counted
          where counted.user_id = ${value('userId')}::uuid and counted.test_id = ${value('testId')}::uuid
            and counted.is_counted)`,
        periodDay: sql`${value('periodDay')}::date`,
        periodWeek: sql`${value('periodWeek')}::date`,
        updatedAt: sql`${value('updatedAt')}::timestamptz`,
      })
      .where(and(eq(attempts.id, sql`${value('id')}::uuid`), eq(attempts.status, 'in_progress')))
      .returning({ isCounted: attempts.isCounted }),
  );
  const guards = {
    closed: sql`exists (select 1 from ${closed})`,
    counted: sql`exists (select 1 from ${closed} where ${closed.isCounted})`,
  };
  const effects = followUps(guards).map((statement, i) => db.$with(`follow_up_${i}`, {}).as(statement));
  const { participants, ...context } = resultContextColumns(db, {
    id: value('id'),
    testId: value('testId'),
    userId: value('userId'),
    questionIds: sql.placeholder('questionIds'),
    score: value('score'),
    timeTaken: value('timeTaken'),
    now: value('updatedAt'),
  });
  return db
    .with(closed, ...effects)
    .select({
      isCounted: closed.isCounted,
      test: testColumns,
      ...context,
      // Every part of a statement reads one snapshot, taken before its changes: the closed attempt, once counted,
      // is in the counters only after it.
      participants: sql<number>`${participants} + ${closed.isCounted}::int`.mapWith(Number),
    })
    .from(closed)
    .innerJoin(tests, eq(tests.id, sql`${value('testId')}::uuid`))
    .prepare(name);
}

/** The values of mistakesAdded. */
export type Mistakes = { userId: string; questionIds: string[] };

/**
 * The statement that counts one more wrong answer of each question for the student while `when` holds. The rows
 * go in id order, so two submissions of one student never wait on each other's rows in opposite orders.
 */
export function mistakesAdded(values: Input<Mistakes>, when: SQL): SQL {
  return sql`insert into ${mistakes} (user_id, question_id, times)
    select ${values('userId')}::uuid, question_id, 1 from unnest(${values('questionIds')}::uuid[]) as question_id
    where ${when}
    order by question_id
    on conflict (user_id, question_id) do update set times = ${mistakes.times} + 1`;
}

/** Answers to store, by question id (of the attempt's questions, checked before); a later one of a question wins. */
export type AnswerPatch = [questionId: string, answer: StoredAnswer][];

/** One autosave to merge: the attempt, the token's student and session, the answers, the save's seq and time. */
export type AnswerMerge = TokenHolder & { id: string; patch: AnswerPatch; seq: number; now: Date };

/**
 * A patch as JSON, written directly: JSON.stringify of the object of 50 answers keyed by question id cost three
 * times as much (such an object is a dictionary). The ids are the attempt's own uuids and the values numbers, so
 * nothing needs escaping; a later answer of the same question wins in jsonb as in the object.
 */
function patchJson(patch: AnswerPatch): string {
  let json = '';
  for (const [id, { o, m, v, t }] of patch) {
    const choices = m === undefined ? '' : `,"m":[${m.join(',')}]`;
    const number = v === undefined ? '' : `,"v":${v}`;
    json += `${json ? ',' : ''}"${id}":{"o":${o}${choices}${number},"t":${t}}`;
  }
  return `{${json}}`;
}

/**
 * Merges each save's `patch` into its attempt's answers and stores its `seq`, only while the attempt (the student's)
 * is open, `seq` is not older than the stored one, its time plus grace has not run out at the save's `now` and the
 * student's session is live. The attempts are locked first in id order, so two statements saving into the same
 * attempts (a student's retry in another process) never wait on each other in opposite orders.
 *
 * Its one value is the saves' JSON, and its constants are literals: with nothing for a custom plan to estimate
 * better, PostgreSQL keeps one generic plan per connection. Given the ids as an array value it planned every
 * execution afresh, which cost more than running it (about 0.9 ms against 0.75 ms for a group of four saves).
 * Its attempts are found by id only: with `status = 'in_progress'`, a generic plan made while the statistics knew
 * few open attempts (a live mock's first minutes) read every open attempt through their partial index for each
 * group (65 ms a group at 3,000 students), until an automatic ANALYZE replanned it.
 */
const mergeMany = prepared((db, name) => {
  const save = (column: string) => sql.raw(`saves.${column}`);
  const saves = db.$with('saves', {}).as(
    sql`select * from jsonb_to_recordset(${sql.placeholder('saves')}::jsonb)
      as saves(id uuid, user_id uuid, session_id uuid, patch jsonb, seq int, now timestamptz)`,
  );
  const locked = db
    .$with('locked')
    .as(
      db
        .select({ id: attempts.id })
        .from(attempts)
        .where(sql`${attempts.id} in (select id from saves)`)
        .orderBy(attempts.id)
        .for('no key update'),
    );
  return db
    .with(saves, locked)
    .update(attempts)
    .set({
      answers: sql`${attempts.answers} || ${save('patch')}`,
      saveSeq: sql`${save('seq')}`,
      updatedAt: sql`${save('now')}`,
    })
    .from(sql`saves`)
    .where(
      and(
        inArray(attempts.id, db.select({ id: locked.id }).from(locked)),
        sql`${attempts.id} = ${save('id')}`,
        sql`${attempts.userId} = ${save('user_id')}`,
        // Open, said so that the partial indexes of open attempts cannot serve it (see this statement's comment).
        sql`${attempts.status} <> 'submitted'`,
        sql`${attempts.saveSeq} <= ${save('seq')}`,
        sql`${graceEnd(attempts.expiresAt)} >= ${save('now')}`,
        liveSessionOf(save('user_id'), save('session_id')),
      ),
    )
    .returning({ id: attempts.id, saveSeq: attempts.saveSeq })
    .prepare(name);
});

/** Saves of distinct attempts in one statement: the seq stored for each attempt that saved. */
async function mergeDistinct(db: Db, saves: readonly AnswerMerge[]): Promise<Map<string, number>> {
  const rows = saves.map(
    (s) =>
      `{"id":${JSON.stringify(s.id)},"user_id":${JSON.stringify(s.userId)},"session_id":${JSON.stringify(s.sessionId)},` +
      `"patch":${patchJson(s.patch)},"seq":${s.seq},"now":"${s.now.toISOString()}"}`,
  );
  const saved = await mergeMany(db).execute({ saves: `[${rows.join(',')}]` });
  return new Map(saved.map((row) => [row.id, row.saveSeq]));
}

/** The seq stored by each save (undefined: not saved); two saves of one attempt go in turn, in their order. */
async function mergeAll(db: Db, saves: readonly AnswerMerge[]): Promise<(number | undefined)[]> {
  const stored: (number | undefined)[] = [];
  let pending = saves.map((_, i) => i);
  while (pending.length > 0) {
    const round = new Map<string, number>();
    const later: number[] = [];
    for (const i of pending) {
      const id = (saves[i] as AnswerMerge).id;
      if (round.has(id)) later.push(i);
      else round.set(id, i);
    }
    const saved = await mergeDistinct(
      db,
      [...round.values()].map((i) => saves[i] as AnswerMerge),
    );
    for (const [id, i] of round) stored[i] = saved.get(id);
    pending = later;
  }
  return stored;
}

/** Statements of merged saves that one process runs at once; saves arriving meanwhile wait and go together. */
const MERGES_AT_ONCE = 2;
/** The most saves one statement merges: 100 saves of 50 answers are about 350 KB of JSON. */
const SAVES_PER_MERGE = 100;

/**
 * Autosaves of a process merged as a group commit: a save goes once the event loop has read what else arrived
 * (with those saves) while fewer than MERGES_AT_ONCE statements run; otherwise it waits for one to end and goes
 * with every save that arrived meanwhile. Many students saving together cost one statement (and one commit) per
 * group instead of one each, on the server and in PostgreSQL. Returns a save's stored seq, or undefined when it
 * saved nothing.
 */
export function answerMerges(db: Db): (save: AnswerMerge) => Promise<number | undefined> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const loader = new DataLoader<AnswerMerge, number | undefined>(
    async (saves) => {
      running += 1;
      try {
        return await mergeAll(db, saves);
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
    {
      cache: false,
      maxBatchSize: SAVES_PER_MERGE,
      batchScheduleFn: (dispatch) => (running < MERGES_AT_ONCE ? setImmediate(dispatch) : waiting.push(dispatch)),
    },
  );
  return (save) => loader.load(save);
}

/** Tests by id, deleted ones included (an attempt keeps naming its test). */
export async function testsById(db: Db, ids: string[]): Promise<Map<string, TestRow>> {
  if (ids.length === 0) return new Map<string, TestRow>();
  const rows = await db
    .select()
    .from(tests)
    .where(inArray(tests.id, [...new Set(ids)]));
  return new Map(rows.map((t) => [t.id, t]));
}

/**
 * Questions whose key the student may not read at `now`: those of live tests not over yet, and those of the
 * student's attempts still taking answers (what each serves, and what its test holds now).
 */
export async function lockedQuestionIds(db: Db, userId: string, now: Date): Promise<string[]> {
  const rows = await union(
    db
      .select({ id: testQuestions.questionId })
      .from(testQuestions)
      .innerJoin(tests, eq(tests.id, testQuestions.testId))
      .where(liveNotOver(tests, now)),
    db
      .select({ id: testQuestions.questionId })
      .from(testQuestions)
      .innerJoin(attempts, eq(attempts.testId, testQuestions.testId))
      .where(stillAnswering(attempts, userId, now)),
    db
      .select({ id: sql<string>`jsonb_array_elements_text(${attempts.questionIds})::uuid` })
      .from(attempts)
      .where(stillAnswering(attempts, userId, now)),
  );
  return rows.map((r) => r.id);
}

/** What a result's review lock and standing are read for: an attempt's values, as placeholders or its columns. */
type ResultValues = {
  id: SQLWrapper;
  testId: SQLWrapper;
  userId: SQLWrapper;
  /** The attempt's questions, as a JSON array. */
  questionIds: SQLWrapper;
  score: SQLWrapper;
  timeTaken: SQLWrapper;
  now: SQLWrapper;
};

/**
 * What a result shows beside the attempt and its test, as columns of a statement: until when its answer review
 * stays closed (null when open): while its own live test is not over, and while a live test not over or another
 * attempt of the student still taking answers shares its test or one of its questions; and its all-time standing.
 */
function resultContextColumns(db: Db, { id, testId, userId, questionIds, score, timeTaken, ...values }: ResultValues) {
  // Neither the moment nor the ids as values a custom plan could estimate better: see opaqueIds.
  const now = sql`(select ${values.now}::timestamptz)`;
  const ids = opaqueIds(questionIds);
  const open = alias(attempts, 'open_attempts');
  const live = alias(tests, 'live_tests');
  const holdsAny = (test: Column): SQL =>
    exists(
      db
        .select({ one: testQuestions.testId })
        .from(testQuestions)
        .where(and(eq(testQuestions.testId, test), sql`${testQuestions.questionId} = any(${ids}::uuid[])`)),
    );
  const openUntil = db
    .select({ until: max(graceEnd(open.expiresAt)) })
    .from(open)
    .where(
      and(
        stillAnswering(open, userId, now),
        // The attempt itself, when the statement closing it reads this, is still open in the statement's snapshot.
        ne(open.id, id),
        sql`(${eq(open.testId, testId)} or ${open.questionIds} ?| ${ids} or ${holdsAny(open.testId)})`,
      ),
    );
  const liveUntil = db
    .select({ until: max(graceEnd(live.endsAt)) })
    .from(live)
    .where(and(liveNotOver(live, now), sql`(${eq(live.id, testId)} or ${holdsAny(live.id)})`));
  return {
    reviewLockedUntil: sql<Date | null>`greatest((${openUntil}), (${liveUntil}))`.mapWith(tests.endsAt),
    ...standingColumns({ testId, period: sql`'all'`, score, timeTaken }),
  };
}

/** What a result shows beside the attempt: its test, until when its review stays closed, its standing. */
export type ResultContext = { test: ListedTest | undefined; reviewLockedUntil: Date | null; standing: Standing };

type ContextRow = Parameters<typeof standingFrom>[0] & { test: ListedTest; reviewLockedUntil: Date | null };

/** A result context from the columns of resultContextColumns (and the test) a statement read. */
export const resultContextFrom = (found: ContextRow | undefined): ResultContext => ({
  test: found?.test,
  reviewLockedUntil: found?.reviewLockedUntil ?? null,
  standing: standingFrom(found ?? {}),
});

const resultContext = prepared((db, name) => {
  const values = {
    id: sql.placeholder('id'),
    testId: sql.placeholder('testId'),
    userId: sql.placeholder('userId'),
    questionIds: sql.placeholder('questionIds'),
    score: sql.placeholder('score'),
    timeTaken: sql.placeholder('timeTaken'),
    now: sql.placeholder('now'),
  };
  return db
    .select({ test: testColumns, ...resultContextColumns(db, values) })
    .from(tests)
    .where(eq(tests.id, values.testId))
    .limit(1)
    .prepare(name);
});

/** The result context of an attempt read before (one round trip). */
export async function resultContextOf(db: Db, row: AttemptRow, now: Date): Promise<ResultContext> {
  const [found] = await resultContext(db).execute({
    id: row.id,
    testId: row.testId,
    userId: row.userId,
    now: now.toISOString(),
    questionIds: JSON.stringify(row.questionIds),
    score: row.score,
    timeTaken: row.timeTaken,
  });
  return resultContextFrom(found);
}

/** The attempt as attemptWithVersion reads it, with its result context: a result in one round trip. */
const attemptResult = prepared((db, name) =>
  attemptRead(
    db,
    name,
    resultContextColumns(db, {
      id: attempts.id,
      testId: attempts.testId,
      userId: attempts.userId,
      questionIds: attempts.questionIds,
      score: attempts.score,
      timeTaken: attempts.timeTaken,
      now: sql.placeholder('now'),
    }),
  ),
);

/**
 * findAttemptWithVersion with the attempt's result context at `now` (meaningful once it is submitted): the context
 * is read from the attempt's own columns in the same statement.
 */
export async function findAttemptResult(db: Db, id: string, who: TokenHolder, now: Date) {
  const [found] = await attemptResult(db).execute({ id, ...who, now: now.toISOString() });
  if (!found) return undefined;
  const { row, version, sessionLive } = found;
  return { row, version, sessionLive, context: resultContextFrom(found) };
}

/** Seconds spent on each question, on average over the counted (first) attempts of a test. */
export async function averageTimes(db: Db, testId: string): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select answer.key as id, round(avg((answer.value->>'t')::numeric))::int as seconds
    from ${attempts} cross join lateral jsonb_each(${attempts.answers}) as answer
    where ${attempts.testId} = ${testId} and ${attempts.isCounted}
    group by answer.key`);
  const { rows } = result as unknown as { rows: { id: string; seconds: number }[] };
  return new Map(rows.map((r) => [r.id, Number(r.seconds)]));
}
