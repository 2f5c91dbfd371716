import { MSG } from '@mockprep/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app';

const apps: Awaited<ReturnType<typeof testApp>>[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));
const app = async (env: Record<string, string>) => {
  const t = await testApp(env);
  apps.push(t);
  return t;
};

describe('/metrics', () => {
  it('needs the token when one is set, then reports latency per route and the event loop', async () => {
    const t = await app({ METRICS_TOKEN: 'scrape-me' });
    await t.call('GET', '/api/health');
    const anonymous = await t.app.inject({ url: '/metrics' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(MSG.metricsTokenRequired);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-one' } })).statusCode).toBe(
      401,
    );

    const scraped = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-me' } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    expect(scraped.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1/,
    );
    expect(scraped.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is not served outside the demo profile without a token', async () => {
    const t = await app({ DEMO_MODE: 'false' });
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});

it('answers every request with its own x-request-id', async () => {
  const t = await app({});
  const first = await t.call('GET', '/api/health');
  const second = await t.call('GET', '/api/nope');
  expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
});
