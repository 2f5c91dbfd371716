import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each([
    ['an API answer', 'GET', '/api/health'],
    ['a refusal', 'GET', '/api/auth/profile'],
    ['an unknown API path', 'GET', '/api/no-such-route'],
    ['a rejected body', 'POST', '/api/auth/login'],
  ])('come with %s', async (_what, method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url, payload: method === 'POST' ? '{' : undefined });
    expect(response.statusCode).toBeLessThan(500);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://accounts.google.com https://checkout.razorpay.com");
    expect(csp).toContain('frame-src https://accounts.google.com https://api.razorpay.com');
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});
