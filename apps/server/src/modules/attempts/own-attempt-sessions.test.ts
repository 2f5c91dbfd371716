import { type AttemptQuestions, type AttemptSession, MSG, type SaveAnswersResult } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: { token: string };
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'autosave-secret', MAINTENANCE_SECONDS: '0' });
  admin = await makeAdmin(t, 'autosave-secret');
});
afterAll(() => t.close());

/** A student in a running attempt who has saved once, so the server knows the attempt and saves in one statement. */
async function savingStudent() {
  const made = await t.createTest({ questionCount: 3 });
  const student = await t.signup();
  const { token } = student;
  const started = await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: made.test.id } });
  const attemptId = started.body.data._id;
  const sheet = await t.call<AttemptQuestions>('GET', `/api/attempts/${attemptId}/questions`, { token });
  const [first, second] = sheet.body.data.questions.map((q) => q._id);
  const save = (question: string | undefined, seq: number, as = token) =>
    t.call<SaveAnswersResult>('PUT', `/api/attempts/${attemptId}/answers`, {
      token: as,
      body: { answers: [{ question, selectedOption: 1, timeSpent: 5 }], seq },
    });
  expect((await save(first, 1)).body.data).toMatchObject({ saved: true, seq: 1 });
  /** What the attempt holds, read through a fresh sign-in (the first token may have ended). */
  const saved = async () => {
    const login = await t.call<{ token: string }>('POST', '/api/auth/login/password', {
      body: { mobile: student.user.mobile, password: student.password },
    });
    const again = await t.call<AttemptQuestions>('GET', `/api/attempts/${attemptId}/questions`, {
      token: login.body.data.token,
    });
    return again.body.data.questions.filter((q) => q.selectedOption !== null).map((q) => q._id);
  };
  return { student, save, first, second, saved };
}

describe('autosave checks the session in its own statement', () => {
  it('refuses a save after log out with 401 and stores nothing', async () => {
    const { student, save, first, second, saved } = await savingStudent();
    await t.call('POST', '/api/auth/logout', { token: student.token });
    const res = await save(second, 2);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.sessionExpired);
    expect(await saved()).toEqual([first]);
  });

  it('refuses a blocked student with 403 and stores nothing', async () => {
    const { student, save, first, second, saved } = await savingStudent();
    const setBlocked = (isBlocked: boolean) =>
      t.call('PUT', `/api/admin/users/${student.user._id}`, {
        token: admin.token,
        body: { name: student.user.name, targetExams: [], role: 'user', isBlocked },
      });
    expect((await setBlocked(true)).status).toBe(200);
    const res = await save(second, 2);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.accountBlocked);
    expect((await setBlocked(false)).status).toBe(200);
    expect(await saved()).toEqual([first]);
  });

  it('refuses a deleted account with 401', async () => {
    const { student, save, second } = await savingStudent();
    const gone = await t.call('DELETE', '/api/auth/account', {
      token: student.token,
      body: { password: student.password },
    });
    expect(gone.status).toBe(200);
    const res = await save(second, 2);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.accountGone);
  });

  it('refuses a save without a token or with a forged one, and another student cannot save into the attempt', async () => {
    const { save, second } = await savingStudent();
    const other = await t.signup();
    expect((await save(second, 2, other.token)).status).toBe(404);
    expect((await save(second, 2, 'not-a-token')).status).toBe(401);
  });
});

describe('reading and submitting an attempt check the session in the statement that reads it', () => {
  /** The questions, the submission and the result of the student's attempt, each called with `token`. */
  const routes = (attemptId: string) => ({
    questions: (token: string) => t.call('GET', `/api/attempts/${attemptId}/questions`, { token }),
    submit: (token: string) => t.call('POST', `/api/attempts/${attemptId}/submit`, { token, body: { answers: [] } }),
    result: (token: string) => t.call('GET', `/api/attempts/${attemptId}`, { token }),
  });

  async function runningAttempt() {
    const made = await t.createTest({ questionCount: 2 });
    const student = await t.signup();
    const started = await t.call<AttemptSession>('POST', '/api/attempts', {
      token: student.token,
      body: { test: made.test.id },
    });
    return { student, attemptId: started.body.data._id };
  }

  it('refuse an ended session with 401 before telling whether the attempt exists, and submit nothing', async () => {
    const { student, attemptId } = await runningAttempt();
    await t.call('POST', '/api/auth/logout', { token: student.token });
    const { questions, submit, result } = routes(attemptId);
    for (const res of [await questions(student.token), await submit(student.token), await result(student.token)]) {
      expect([res.status, res.body.message]).toEqual([401, MSG.sessionExpired]);
    }
    const unknown = await routes('00000000-0000-4000-8000-000000000000').questions(student.token);
    expect([unknown.status, unknown.body.message]).toEqual([401, MSG.sessionExpired]);

    const login = await t.call<{ token: string }>('POST', '/api/auth/login/password', {
      body: { mobile: student.user.mobile, password: student.password },
    });
    const open = await questions(login.body.data.token);
    expect([open.status, (open.body.data as AttemptQuestions).status]).toEqual([200, 'in_progress']);
  });

  it('refuse a blocked student with 403 and submit nothing', async () => {
    const { student, attemptId } = await runningAttempt();
    const setBlocked = (isBlocked: boolean) =>
      t.call('PUT', `/api/admin/users/${student.user._id}`, {
        token: admin.token,
        body: { name: student.user.name, targetExams: [], role: 'user', isBlocked },
      });
    expect((await setBlocked(true)).status).toBe(200);
    const { questions, submit, result } = routes(attemptId);
    for (const res of [await questions(student.token), await submit(student.token), await result(student.token)]) {
      expect([res.status, res.body.message]).toEqual([403, MSG.accountBlocked]);
    }
    expect((await setBlocked(false)).status).toBe(200);
    const login = await t.call<{ token: string }>('POST', '/api/auth/login/password', {
      body: { mobile: student.user.mobile, password: student.password },
    });
    expect((await result(login.body.data.token)).body.message).toBe(MSG.attemptNotSubmitted);
  });

  it("answer another student's attempt with 404, as if it did not exist", async () => {
    const { attemptId } = await runningAttempt();
    const other = await t.signup();
    const { questions, submit, result } = routes(attemptId);
    expect([(await questions(other.token)).status, (await submit(other.token)).status]).toEqual([404, 404]);
    expect([(await result(other.token)).status, (await result(other.token)).body.message]).toEqual([
      404,
      MSG.resultNotFound,
    ]);
  });
});
