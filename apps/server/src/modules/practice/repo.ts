import { and, eq, exists, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attempts,
  practiceAnswers,
  purchases,
  type QuestionRow,
  questions,
  testQuestions,
  tests,
} from '../../db/schema';
import { newId } from '../../lib/ids';

/** Undeleted questions of active tests the student may take (Free, or bought). */
export async function accessibleQuestions(db: Db, userId: string): Promise<QuestionRow[]> {
  const rows = await db
    .selectDistinct({ question: questions })
    .from(questions)
    .innerJoin(testQuestions, eq(testQuestions.questionId, questions.id))
    .innerJoin(tests, eq(tests.id, testQuestions.testId))
    .where(
      and(
        isNull(questions.deletedAt),
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
    );
  return rows.map((r) => r.question);
}

/** The saved answers of each of the student's submitted attempts. */
export async function submittedAnswers(db: Db, userId: string) {
  const rows = await db
    .select({ answers: attempts.answers })
    .from(attempts)
    .where(and(eq(attempts.userId, userId), eq(attempts.status, 'submitted')));
  return rows.map((r) => r.answers);
}

/** Every practice answer of the student, with its question's subject. */
export async function practiceResults(db: Db, userId: string): Promise<{ subject: string; isCorrect: boolean }[]> {
  return db
    .select({ subject: questions.subject, isCorrect: practiceAnswers.isCorrect })
    .from(practiceAnswers)
    .innerJoin(questions, eq(questions.id, practiceAnswers.questionId))
    .where(eq(practiceAnswers.userId, userId));
}

/** Every practice answer of the student: which question, and whether it was right. */
export async function practiceAnswersOf(db: Db, userId: string): Promise<{ id: string; isCorrect: boolean }[]> {
  return db
    .select({ id: practiceAnswers.questionId, isCorrect: practiceAnswers.isCorrect })
    .from(practiceAnswers)
    .where(eq(practiceAnswers.userId, userId));
}

export async function insertPracticeAnswer(
  db: Db,
  values: { userId: string; questionId: string; selectedOption: number; isCorrect: boolean },
): Promise<void> {
  await db.insert(practiceAnswers).values({ id: newId(), ...values });
}
