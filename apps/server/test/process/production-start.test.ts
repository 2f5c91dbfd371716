import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuthConfig } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { systemClock } from '../../src/lib/clock';
import { createDemoAccounts, DEMO_ADMIN, DEMO_STUDENT } from '../../src/seed/demo-accounts';
import { makeDomainServices } from '../../src/services';
import { call, ServerExited, startServer } from './server-process';

/** A database that already holds the demo student and admin with their published passwords. */
async function databaseWithDemoAccounts() {
  const dir = mkdtempSync(join(tmpdir(), 'mockprep-production-'));
  const database = openDatabase({ dataDir: dir });
  await database.migrate();
  await createDemoAccounts(makeDomainServices({ db: database.db, clock: systemClock }).users, []);
  await database.close();
  return dir;
}

describe('NODE_ENV=production without DEMO_MODE', () => {
  it('refuses to start, exits non-zero and lists every unsafe setting', async () => {
    const refused = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET: '',
      DATA_DIR: await databaseWithDemoAccounts(),
      ADMIN_MOBILE: '9123456789',
      ADMIN_PASSWORD: 'Admin@123',
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServerExited);
    const { code, output } = refused as ServerExited;
    expect(code).not.toBe(0);
    expect(output).toContain('MockPrep refuses to start');
    for (const unsafe of [
      'JWT_SECRET is not set',
      `Demo accounts ${DEMO_STUDENT.mobile}, ${DEMO_ADMIN.mobile} are in the database`,
      'set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
      'SMS_PROVIDER=console',
      'ADMIN_PASSWORD is weak',
    ]) {
      expect(output).toContain(unsafe);
    }
  });

  it('starts when every setting is safe, with no test-mode checkout nor API docs', async () => {
    const server = await startServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-long-random-secret-for-the-production-test',
      // Keys and providers that point at nothing: the server only needs them configured to start.
      RAZORPAY_KEY_ID: 'rzp_test_dummy',
      RAZORPAY_KEY_SECRET: 'dummy-secret',
      RAZORPAY_BASE_URL: 'http://127.0.0.1:9',
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'dummy-key',
      MSG91_TEMPLATE_ID: 'dummy-template',
      MSG91_BASE_URL: 'http://127.0.0.1:9',
      ADMIN_MOBILE: '9123456789',
      ADMIN_PASSWORD: 'tiger-Lamp-river-42',
      MAINTENANCE_SECONDS: '0',
    });
    try {
      const config = await call<AuthConfig>(`${server.url}/api/auth/config`);
      expect(config.body.data.demoMode).toBe(false);
      expect((await fetch(`${server.url}/api/docs`)).status).toBe(404);
      expect((await fetch(`${server.url}/api/payments/mock/complete`, { method: 'POST' })).status).toBe(404);
      const admin = await call(`${server.url}/api/auth/login/password`, {
        method: 'POST',
        body: { mobile: '9123456789', password: 'tiger-Lamp-river-42' },
      });
      expect(admin.status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).toBe(0);
  });
});
