import type { PageQuery } from '@mockprep/contract';
import { and, asc, count, eq, exists, gte, inArray, isNull, lt, not, or, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { keyset } from '../../db/paging';
import {
  mistakes,
  practiceAnswers,
  purchases,
  type QuestionRow,
  questions,
  testQuestions,
  tests,
} from '../../db/schema';
import { newId } from '../../lib/ids';

/** The question is in an active, undeleted test the student may take (Free, or bought). */
const accessibleTo = (db: Db, userId: string): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(testQuestions)
      .innerJoin(tests, eq(tests.id, testQuestions.testId))
      .where(
        and(
          eq(testQuestions.questionId, questions.id),
          isNull(tests.deletedAt),
          eq(tests.isActive, true),
          or(
            eq(tests.type, 'Free'),
            exists(
              db
                .select({ one: purchases.id })
                .from(purchases)
                .where(and(eq(purchases.testId, tests.id), eq(purchases.userId, userId))),
            ),
          ),
        ),
      ),
  );

/** Undeleted single-correct questions the student may practise (practice answers with one option): accessible ones, leaving out `locked`. */
const practisable = (db: Db, userId: string, locked: string[]) =>
  and(
    isNull(questions.deletedAt),
    eq(questions.type, 'single'),
    accessibleTo(db, userId),
    notLocked(questions.id, locked),
  );

/** Leaves out `locked`, sent as one array value: a list of hundreds of parameters made planning slow. */
const notLocked = (id: PgColumn, locked: string[]) =>
  locked.length ? sql`${id} <> all(${`{${locked.join(',')}}`}::uuid[])` : undefined;

/** The question is one of the student's mistakes (which hold only questions in the bank). */
const isMistake = (db: Db, userId: string): SQL =>
  inArray(questions.id, db.select({ id: mistakes.questionId }).from(mistakes).where(eq(mistakes.userId, userId)));

/** Subjects of the questions the student may practise, with how many each. */
export async function practisableSubjects(db: Db, userId: string, locked: string[]) {
  return db
    .select({ subject: questions.subject, questions: count() })
    .from(questions)
    .where(practisable(db, userId, locked))
    .groupBy(questions.subject)
    .orderBy(asc(questions.subject));
}

/** How many of the student's mistakes are not locked. */
export async function mistakeCount(db: Db, userId: string, locked: string[]): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mistakes)
    .where(and(eq(mistakes.userId, userId), notLocked(mistakes.questionId, locked)));
  return row?.n ?? 0;
}

/** One page of the student's mistakes (not locked), the newest question first, with one row more. */
export async function mistakesPage(db: Db, userId: string, locked: string[], query: PageQuery) {
  // Keyed on the stored id: the primary key (user, question) reads the page in order.
  const page = keyset(mistakes.questionId, query);
  const rows = await db
    .select({ question: questions, times: mistakes.times })
    .from(mistakes)
    .innerJoin(questions, eq(questions.id, mistakes.questionId))
    .where(and(eq(mistakes.userId, userId), notLocked(mistakes.questionId, locked), page.after))
    .orderBy(page.order)
    .limit(page.limit);
  return rows.map((row) => ({ ...row, id: row.question.id }));
}

/** The student answered the question right in practice (uncorrelated: read once per query, not per question). */
const mastered = (db: Db, userId: string): SQL =>
  inArray(
    questions.id,
    db
      .select({ id: practiceAnswers.questionId })
      .from(practiceAnswers)
      .where(and(eq(practiceAnswers.userId, userId), eq(practiceAnswers.isCorrect, true))),
  );

export type PracticeFilter = { subject?: string; level?: string; mode: 'all' | 'mistakes' };

/** How many questions after a random point practice chooses among: enough to even out the gaps between keys. */
const PICK_WINDOW = 20;

/**
 * A random question matching the filter, one not yet answered right when there is one: accessible questions
 * (`all`) or the student's mistakes, leaving out `locked`. One statement whatever the bank holds: it walks the
 * `pick_key` index from a random point (wrapping round to the start), keeps the first `PICK_WINDOW` matches, and
 * chooses one of them at random, so a filter matching at most that many questions chooses evenly among them all.
 */
export async function pickQuestion(
  db: Db,
  userId: string,
  filter: PracticeFilter,
  locked: string[],
): Promise<QuestionRow | undefined> {
  const matching = and(
    filter.mode === 'mistakes'
      ? and(isMistake(db, userId), notLocked(questions.id, locked))
      : practisable(db, userId, locked),
    filter.subject ? eq(questions.subject, filter.subject) : undefined,
    filter.level ? eq(questions.level, filter.level as QuestionRow['level']) : undefined,
  );
  const point = Math.random();
  const walk = (fresh: boolean, wrapped: boolean) =>
    db
      .select({
        id: questions.id,
        rank: sql<number>`${fresh ? 0 : 1}::int`.as('rank'),
        wrapped: sql<number>`${wrapped ? 1 : 0}::int`.as('wrapped'),
        key: questions.pickKey,
      })
      .from(questions)
      .where(
        and(
          matching,
          fresh ? not(mastered(db, userId)) : undefined,
          wrapped ? lt(questions.pickKey, point) : gte(questions.pickKey, point),
        ),
      )
      .orderBy(asc(questions.pickKey))
      .limit(PICK_WINDOW);
  const walked = unionAll(walk(true, false), walk(true, true), walk(false, false), walk(false, true)).as('walked');
  const window = db
    .select({ id: walked.id, rank: walked.rank })
    .from(walked)
    .orderBy(asc(walked.rank), asc(walked.wrapped), asc(walked.key))
    .limit(PICK_WINDOW)
    .as('window');
  const [row] = await db
    .select({ question: questions })
    .from(window)
    .innerJoin(questions, eq(questions.id, window.id))
    .orderBy(asc(window.rank), sql`random()`)
    .limit(1);
  return row?.question;
}

/** The question when the student may practise it: accessible, or one of their mistakes (locked ones included). */
export async function practiceQuestion(db: Db, userId: string, id: string): Promise<QuestionRow | undefined> {
  const [row] = await db
    .select({ question: questions })
    .from(questions)
    .where(
      and(eq(questions.id, id), or(and(isNull(questions.deletedAt), accessibleTo(db, userId)), isMistake(db, userId))),
    )
    .limit(1);
  return row?.question;
}

/** The student's practice answers per subject: how many, and how many right. */
export async function practiceTotals(db: Db, userId: string) {
  return db
    .select({
      subject: questions.subject,
      answered: count(),
      correct: sql<number>`count(*) filter (where ${practiceAnswers.isCorrect})`.mapWith(Number),
    })
    .from(practiceAnswers)
    .innerJoin(questions, eq(questions.id, practiceAnswers.questionId))
    .where(eq(practiceAnswers.userId, userId))
    .groupBy(questions.subject)
    .orderBy(asc(questions.subject));
}

export async function insertPracticeAnswer(
  db: Db,
  values: { userId: string; questionId: string; selectedOption: number; isCorrect: boolean },
): Promise<void> {
  await db.insert(practiceAnswers).values({ id: newId(), ...values });
}
