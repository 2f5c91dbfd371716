import { randomUUID } from 'node:crypto';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@mockprep/contract';
import { SignJWT } from 'jose';
import type { Db } from '../../apps/server/src/db/client';
import { questions, sessions, testQuestions, tests, users } from '../../apps/server/src/db/schema';

export const QUESTION_COUNT = 50;
export const OPTION_COUNT = 4;

/** sessionIds[i] is the signed-in session of studentIds[i]. */
export type Fixture = { testId: string; key: Map<string, number>; studentIds: string[]; sessionIds: string[] };

/** One Free active test of 50 four-option questions and `students` password-less students, each signed in once. */
export async function seed(db: Db, options: { students: number; durationMinutes: number }): Promise<Fixture> {
  const testId = randomUUID();
  await db.insert(tests).values({
    id: testId,
    title: 'Load benchmark mock',
    subject: 'General Studies',
    examType: 'Benchmark',
    type: 'Free',
    duration: options.durationMinutes,
  });

  const rows = Array.from({ length: QUESTION_COUNT }, (_, position) => ({
    id: randomUUID(),
    questionText: `Benchmark question ${position + 1}: which option is right?`,
    options: Array.from({ length: OPTION_COUNT }, (_, o) => `Option ${o + 1} of question ${position + 1}`),
    correctOption: (position * 3 + 1) % OPTION_COUNT,
    explanation: `Option ${((position * 3 + 1) % OPTION_COUNT) + 1} is right.`,
    subject: 'General Studies',
  }));
  await db.insert(questions).values(rows);
  await db.insert(testQuestions).values(rows.map((q, position) => ({ testId, questionId: q.id, position })));

  const studentIds = Array.from({ length: options.students }, () => randomUUID());
  const sessionIds = studentIds.map(() => randomUUID());
  for (let from = 0; from < studentIds.length; from += 1000) {
    await db.insert(users).values(
      studentIds.slice(from, from + 1000).map((id, i) => ({
        id,
        name: `Bench student ${from + i + 1}`,
        mobile: `9${String(from + i).padStart(9, '0')}`,
        notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS },
      })),
    );
    await db
      .insert(sessions)
      .values(sessionIds.slice(from, from + 1000).map((id, i) => ({ id, userId: studentIds[from + i] as string })));
  }
  return { testId, key: new Map(rows.map((q) => [q.id, q.correctOption])), studentIds, sessionIds };
}

/** A session token as the server signs it: HS256, sub = user id, sid = session id. */
export function mintToken(secret: string, userId: string, sessionId: string): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}
