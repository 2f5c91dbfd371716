import { randomUUID } from 'node:crypto';
import { MSG } from '@mockprep/contract';
import { expect, it } from 'vitest';
import { testApp } from '../../test/app';

async function hit(t: Awaited<ReturnType<typeof testApp>>, key: string) {
  const response = await t.app.inject({ url: '/api/target-exams', headers: { authorization: `Bearer ${key}` } });
  return { status: response.statusCode, message: response.json().message as string | undefined };
}

it('limits each caller in memory and answers 429 with a clear message', async () => {
  const t = await testApp({ RATE_LIMIT_MAX: '3' });
  const key = randomUUID();
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await hit(t, key)).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  expect(await hit(t, key)).toEqual({ status: 429, message: MSG.tooManyRequests });
  expect((await hit(t, randomUUID())).status).toBe(200);
  await t.close();
});

it.runIf(process.env.TEST_REDIS_URL)('shares the counters of several instances through Redis', async () => {
  const env = { RATE_LIMIT_MAX: '3', REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
  const a = await testApp(env);
  const b = await testApp(env);
  const key = randomUUID();
  const statuses = [(await hit(a, key)).status, (await hit(b, key)).status, (await hit(a, key)).status];
  statuses.push((await hit(b, key)).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  await a.close();
  await b.close();
});
