import type { AuthConfig, CreatedOrder } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { testApp } from '../test/app';

/** A test app of the given profile, closed after `run`. */
async function withApp(env: Record<string, string>, run: (t: Awaited<ReturnType<typeof testApp>>) => Promise<void>) {
  const t = await testApp(env);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

/** Orders a paid test (mock provider: no Razorpay keys) and answers the test-mode checkout's success step. */
async function payInTestMode(t: Awaited<ReturnType<typeof testApp>>) {
  const { token } = await t.signup();
  const { test } = await t.createTest({ type: 'Paid', pricePaise: 9900 });
  const order = await t.call<CreatedOrder>('POST', '/api/payments/create-order', { token, body: { testId: test.id } });
  expect(order.body.data.provider).toBe('mock');
  return t.call('POST', '/api/payments/mock/complete', {
    token,
    body: { orderId: order.body.data.order?.id, outcome: 'success' },
  });
}

describe('outside the demo profile (DEMO_MODE=false)', () => {
  it('has no test-mode checkout and no API docs, and tells the web it is not a demo', () =>
    withApp({ DEMO_MODE: 'false' }, async (t) => {
      expect((await payInTestMode(t)).status).toBe(404);
      expect((await t.call('GET', '/api/docs')).status).toBe(404);
      expect((await t.call('GET', '/api/docs/json')).status).toBe(404);
      expect((await t.call('GET', '/api/openapi.json')).status).toBe(404);
      expect((await t.call<AuthConfig>('GET', '/api/auth/config')).body.data.demoMode).toBe(false);
    }));

  it('serves the API docs when API_DOCS=true', () =>
    withApp({ DEMO_MODE: 'false', API_DOCS: 'true' }, async (t) => {
      expect((await t.call('GET', '/api/docs/json')).status).toBe(200);
      expect((await t.call('GET', '/api/openapi.json')).status).toBe(200);
    }));
});

it('the demo profile serves the test-mode checkout and the API docs, and says it is a demo', () =>
  withApp({ DEMO_MODE: 'true' }, async (t) => {
    expect((await payInTestMode(t)).status).toBe(200);
    expect((await t.call('GET', '/api/docs/json')).status).toBe(200);
    expect((await t.call<AuthConfig>('GET', '/api/auth/config')).body.data.demoMode).toBe(true);
  }));
