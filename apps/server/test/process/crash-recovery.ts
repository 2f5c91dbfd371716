import type { AttemptQuestions, AttemptSession, AuthResult, TestPage } from '@mockprep/contract';
import { expect } from 'vitest';
import { DEMO_STUDENT } from '../../src/seed/demo-accounts';
import { call, startServer } from './server-process';

/**
 * Autosaves as fast as a student's browser would retry, kills the server with SIGKILL mid-stream, starts it again
 * on the same database, and checks that the attempt holds the last acknowledged save (or a later one it took).
 */
export async function autosaveThroughKill(env: Record<string, string>) {
  const first = await startServer(env);
  const api = (url: string, path: string) => `${url}/api${path}`;
  const login = await call<AuthResult>(api(first.url, '/auth/login/password'), {
    method: 'POST',
    body: { mobile: DEMO_STUDENT.mobile, password: DEMO_STUDENT.password },
  });
  const token = login.body.data.token;
  const tests = await call<TestPage>(api(first.url, '/tests?type=Free&limit=100'), { token });
  const test = tests.body.data.entries.find((t) => t.type === 'Free' && t.duration >= 20);
  const attempt = (
    await call<AttemptSession>(api(first.url, '/attempts'), { method: 'POST', token, body: { test: test?._id } })
  ).body.data;
  const { questions } = (await call<AttemptQuestions>(api(first.url, `/attempts/${attempt._id}/questions`), { token }))
    .body.data;

  // Save k answers every question with option k % 4 (the number k for a numerical one): whatever save the server
  // kept last, all answers agree with it.
  let acknowledged = 0;
  let killed = false;
  const saving = (async () => {
    for (let seq = 1; !killed; seq++) {
      const answers = questions.map((q) =>
        q.type === 'numerical'
          ? { question: q._id, numericAnswer: seq }
          : q.type === 'multiple'
            ? { question: q._id, selectedOptions: [seq % 4] }
            : { question: q._id, selectedOption: seq % 4 },
      );
      const saved = await call(api(first.url, `/attempts/${attempt._id}/answers`), {
        method: 'PUT',
        token,
        body: { seq, answers },
      }).catch(() => null);
      if (saved?.status === 200) acknowledged = seq;
    }
  })();
  await new Promise((done) => setTimeout(done, 1_500));
  first.child.kill('SIGKILL');
  killed = true;
  await first.exited;
  await saving;
  expect(acknowledged).toBeGreaterThan(5);

  const second = await startServer(env);
  try {
    const resumed = (await call<AttemptQuestions>(api(second.url, `/attempts/${attempt._id}/questions`), { token }))
      .body.data;
    expect(resumed.saveSeq).toBeGreaterThanOrEqual(acknowledged);
    const kept = resumed.questions.map((q) =>
      q.type === 'numerical' ? q.numericAnswer : q.type === 'multiple' ? q.selectedOptions[0] : q.selectedOption,
    );
    const expected = resumed.questions.map((q) => (q.type === 'numerical' ? resumed.saveSeq : resumed.saveSeq % 4));
    expect(kept).toEqual(expected);
  } finally {
    second.child.kill('SIGKILL');
  }
  return acknowledged;
}
