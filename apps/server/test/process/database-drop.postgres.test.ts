import type { AttemptQuestions, AttemptSession, AuthResult } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDENT } from '../../src/seed/demo-accounts';
import { call, type ServerProcess, scratchDatabase, singleChoiceTest, startServer } from './server-process';
import { startProxy } from './tcp-proxy';

const baseUrl = process.env.TEST_DATABASE_URL ?? '';

/** Polls until `ready` holds, or fails after `ms`; returns how long it took. */
async function within(ms: number, ready: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    if (await ready().catch(() => false)) return performance.now() - started;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`not ready within ${ms} ms`);
}

describe.skipIf(!baseUrl)('the server keeps running when PostgreSQL drops its connections', () => {
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let server: ServerProcess;
  let token: string;
  let attempt: AttemptSession;
  let questions: AttemptQuestions['questions'];
  let seq = 0;

  const api = (path: string) => `${server.url}/api${path}`;
  const save = (count: number, option: number) =>
    call(api(`/attempts/${attempt._id}/answers`), {
      method: 'PUT',
      token,
      body: {
        seq: ++seq,
        answers: questions.slice(0, count).map((q) => ({ question: q._id, selectedOption: option })),
      },
    });
  const savedAnswers = async () => {
    const resumed = await call<AttemptQuestions>(api(`/attempts/${attempt._id}/questions`), { token });
    return resumed.body.data.questions.map((q) => q.selectedOption);
  };

  beforeAll(async () => {
    database = await scratchDatabase(baseUrl);
    const pgUrl = new URL(database.url);
    proxy = await startProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    pgUrl.host = `127.0.0.1:${proxy.port}`;
    server = await startServer({ DATABASE_URL: pgUrl.toString(), SEED_DEMO_DATA: 'true', MAINTENANCE_SECONDS: '0' });
    const login = await call<AuthResult>(api('/auth/login/password'), {
      method: 'POST',
      body: { mobile: DEMO_STUDENT.mobile, password: DEMO_STUDENT.password },
    });
    token = login.body.data.token;
    const free = await singleChoiceTest(server.url, token, 10);
    attempt = (await call<AttemptSession>(api('/attempts'), { method: 'POST', token, body: { test: free._id } })).body
      .data;
    questions = (await call<AttemptQuestions>(api(`/attempts/${attempt._id}/questions`), { token })).body.data
      .questions;
  }, 60_000);

  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await proxy?.down();
    await database?.drop();
  });

  it('survives pg_terminate_backend and answers 200 again within 5 s, with every saved answer kept', async () => {
    expect((await save(3, 1)).status).toBe(200);
    expect(await database.terminateConnections()).toBeGreaterThan(0);
    const recovered = await within(5_000, async () => (await call(api('/ready'))).status === 200);
    expect(server.child.exitCode).toBeNull();
    expect(recovered).toBeLessThan(5_000);
    expect((await save(5, 2)).status).toBe(200);
    expect((await savedAnswers()).slice(0, 6)).toEqual([2, 2, 2, 2, 2, null]);
  });

  it('answers 503 within 100 ms while the database is unreachable, says so on /api/ready, and recovers', async () => {
    await proxy.down();
    const during = [await call(api('/tests'), { token }), await save(1, 3), await call(api('/auth/me'), { token })];
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('MockPrep is briefly unavailable. Please try again in a moment.');
      expect(answer.ms).toBeLessThan(100);
    }
    const ready = await call<{ database: string }>(api('/ready'));
    expect(ready.status).toBe(503);
    expect(server.child.exitCode).toBeNull();

    await proxy.up();
    await within(5_000, async () => (await call(api('/ready'))).status === 200);
    expect((await save(6, 0)).status).toBe(200);
    expect((await savedAnswers()).slice(0, 7)).toEqual([0, 0, 0, 0, 0, 0, null]);
  });
});
