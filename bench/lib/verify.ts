import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { attempts } from '../../apps/server/src/db/schema';
import { type Acked, chosenOption, timeSpent } from './load';
import { QUESTION_COUNT } from './seed';

export type Findings = {
  /** Students without exactly one submitted attempt. */
  missingSubmissions: number;
  /** Acknowledged answers not stored as sent (option mapped through the attempt's option order). */
  lostAnswers: number;
  /** Submitted attempts whose counts differ from a recount with the answer key. */
  wrongScores: number;
  /** Attempts whose stored save sequence is older than the last acknowledged one. */
  staleSaves: number;
};

/**
 * Reads every attempt of the test back and compares it with what the server acknowledged to each student
 * (`acked[i]`: how many answers from position 0 on, and the seq of the last acknowledged save).
 */
export async function verify(
  db: Db,
  fixture: { testId: string; key: Map<string, number>; studentIds: string[] },
  acked: Acked[],
): Promise<Findings> {
  const rows = await db.select().from(attempts).where(eq(attempts.testId, fixture.testId));
  const byUser = new Map<string, typeof rows>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  const findings: Findings = { missingSubmissions: 0, lostAnswers: 0, wrongScores: 0, staleSaves: 0 };

  fixture.studentIds.forEach((userId, student) => {
    const mine = byUser.get(userId) ?? [];
    const submitted = mine.filter((row) => row.status === 'submitted');
    if (submitted.length !== 1) findings.missingSubmissions += 1;
    const row = submitted[0] ?? mine[0];
    const { answers: expected, seq } = acked[student] ?? { answers: 0, seq: 0 };
    if (!row) {
      findings.lostAnswers += expected;
      return;
    }
    let correct = 0;
    for (let position = 0; position < QUESTION_COUNT; position++) {
      const questionId = row.questionIds[position] ?? '';
      const original = row.optionOrders[position]?.[chosenOption(student, position)];
      if (original === fixture.key.get(questionId)) correct += 1;
      if (position >= expected) continue;
      const stored = row.answers[questionId];
      if (!stored || stored.o !== original || stored.t !== timeSpent(student, position)) findings.lostAnswers += 1;
    }
    if (row.saveSeq < seq) findings.staleSaves += 1;
    if (
      row.status === 'submitted' &&
      expected === QUESTION_COUNT &&
      (row.correctCount !== correct || row.correctCount + row.incorrectCount !== QUESTION_COUNT)
    ) {
      findings.wrongScores += 1;
    }
  });
  return findings;
}
