import { randomInt } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AuthResult, DEFAULT_NOTIFICATION_SETTINGS } from '@mockprep/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import {
  promoCodes,
  purchases,
  questions,
  sessions,
  targetExams,
  testQuestions,
  tests,
  testTargetExams,
  users,
} from '../src/db/schema';
import type { Clock } from '../src/lib/clock';
import { newId } from '../src/lib/ids';
import { makeConsoleSms } from '../src/modules/auth/sms/console';
import { makeTokens } from '../src/modules/auth/tokens';
import { testDatabase } from './database';
import { makeResponseCheck } from './response-check';

export type TestClock = Clock & { advance(ms: number): void; set(at: Date): void };

/** Real time plus an offset the test moves forward, or sets to a given instant. */
export function makeTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    set(at) {
      offset = at.getTime() - Date.now();
    },
  };
}

export const uniqueMobile = () => `${randomInt(6, 10)}${randomInt(0, 1_000_000_000).toString().padStart(9, '0')}`;

/** The secret every test app signs its tokens with. */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

type Json = Record<string, unknown> | unknown[] | null;

/**
 * A real app on the run's test database, its SMS log captured, with a small HTTP helper. It runs the demo profile
 * (test-mode payments, API docs) unless `env` sets DEMO_MODE.
 */
export async function testApp(env: Record<string, string> = {}) {
  const database = await testDatabase();
  const clock = makeTestClock();
  const smsLog: string[] = [];
  const config = loadConfig({
    NODE_ENV: 'test',
    DEMO_MODE: 'true',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mockprep-test-')),
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_MAX: '100000',
    OTP_RATE_LIMIT_MAX: '100000',
    SIGNUP_RATE_LIMIT_MAX: '100000',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    sms: makeConsoleSms({ info: (line: string) => void smsLog.push(line) }),
  });

  let checkResponse: ReturnType<typeof makeResponseCheck> | undefined;

  /** Calls the API; an answer its OpenAPI operation does not declare (status or body) fails the calling test. */
  async function call<T = unknown>(method: string, url: string, options: { body?: Json; token?: string } = {}) {
    const response = await app.inject({
      method: method as 'GET',
      url,
      payload: options.body ?? undefined,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
    const body = response.json() as { success: boolean; message?: string; data: T; retryAfter?: number };
    checkResponse ??= makeResponseCheck(app.swagger() as Parameters<typeof makeResponseCheck>[0]);
    const problem = checkResponse(method, url, response.statusCode, body);
    if (problem) throw new Error(problem);
    return { status: response.statusCode, body, headers: response.headers };
  }

  /** The last code the console SMS provider logged for this number. */
  function lastOtp(mobile: string): string {
    const line = smsLog.findLast((l) => l.startsWith(`OTP for ${mobile}: `));
    if (!line) throw new Error(`no OTP logged for ${mobile}`);
    return line.slice(-6);
  }

  async function signup(overrides: Record<string, unknown> = {}) {
    const body = { name: 'Asha Verma', mobile: uniqueMobile(), password: 'kite-river-42', ...overrides };
    const res = await call<AuthResult>('POST', '/api/auth/student/signup', { body });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${res.body.message}`);
    return { ...res.body.data, password: body.password as string };
  }

  /** Target exams with unique names (the admin API that makes them belongs to a later module). */
  async function createTargetExams(count: number) {
    const tag = Math.random().toString(36).slice(2, 8);
    return database.db
      .insert(targetExams)
      .values(Array.from({ length: count }, (_, i) => ({ id: newId(), name: `Exam ${tag} ${i + 1}`, sequence: i + 1 })))
      .returning();
  }

  /** A test with `questionCount` four-option questions whose key is option (i % 4); the admin API comes later. */
  async function createTest(
    options: Partial<typeof tests.$inferInsert> & { questionCount?: number; targetExamIds?: string[] } = {},
  ) {
    const { questionCount = 4, targetExamIds = [], ...fields } = options;
    const [test] = await database.db
      .insert(tests)
      .values({
        id: newId(),
        title: `Test ${Math.random().toString(36).slice(2, 8)}`,
        subject: 'Physics',
        examType: 'JEE',
        ...fields,
      })
      .returning();
    if (!test) throw new Error('test not created');
    const made = Array.from({ length: questionCount }, (_, i) => ({
      id: newId(),
      questionText: `Question ${i + 1} of ${test.title}`,
      options: ['A', 'B', 'C', 'D'].map((letter) => `${letter}${i}`),
      correctOption: i % 4,
      explanation: `Because ${i % 4}`,
      subject: test.subject,
    }));
    if (made.length > 0) {
      await database.db.insert(questions).values(made);
      await database.db
        .insert(testQuestions)
        .values(made.map((q, position) => ({ testId: test.id, questionId: q.id, position })));
    }
    if (targetExamIds.length > 0) {
      await database.db
        .insert(testTargetExams)
        .values(targetExamIds.map((targetExamId, position) => ({ testId: test.id, targetExamId, position })));
    }
    return { test, questions: made };
  }

  /** Many students at once: inserted directly, each with a session and its token (no password hashing). */
  async function quickStudents(count: number) {
    const tokens = makeTokens(TEST_JWT_SECRET, '1h');
    const rows = await database.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          id: newId(),
          name: `Student ${i + 1}`,
          mobile: uniqueMobile(),
          notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS },
        })),
      )
      .returning();
    const signedIn = rows.map((user) => ({ user, sessionId: newId() }));
    await database.db
      .insert(sessions)
      .values(signedIn.map(({ user, sessionId }) => ({ id: sessionId, userId: user.id })));
    return Promise.all(
      signedIn.map(async ({ user, sessionId }) => ({ user, token: await tokens.sign(user.id, sessionId) })),
    );
  }

  async function grantPurchase(userId: string, testId: string) {
    await database.db.insert(purchases).values({ id: newId(), userId, testId });
  }

  /** A promo code valid from yesterday to tomorrow (the admin API that makes them belongs to a later module). */
  async function createPromo(fields: Partial<typeof promoCodes.$inferInsert> = {}) {
    const [row] = await database.db
      .insert(promoCodes)
      .values({
        id: newId(),
        code: `CODE${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        description: '20% off',
        discountType: 'percentage',
        discountValue: 20,
        validFrom: new Date(Date.now() - 86_400_000),
        validUntil: new Date(Date.now() + 86_400_000),
        ...fields,
      })
      .returning();
    if (!row) throw new Error('promo not created');
    return row;
  }

  /** What `run` returns and the number of SQL statements it sent (tests of "no query per row"). */
  async function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: number }> {
    let queries = 0;
    const stop = database.onQuery(() => {
      queries += 1;
    });
    try {
      return { result: await run(), queries };
    } finally {
      stop();
    }
  }

  return {
    app,
    db: database.db,
    countQueries,
    createTargetExams,
    createTest,
    createPromo,
    quickStudents,
    grantPurchase,
    clock,
    smsLog,
    call,
    lastOtp,
    signup,
    close: () => app.close(),
  };
}
