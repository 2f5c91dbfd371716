import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { isWeakAdminPassword, unsafeSettings } from './production-check';

const safe = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-long-random-secret-for-production-use',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'rzp_live_secret',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'auth-key',
  MSG91_TEMPLATE_ID: 'template',
  ADMIN_MOBILE: '9123456789',
  ADMIN_PASSWORD: 'tiger-Lamp-river-42',
};

describe('unsafeSettings', () => {
  it('finds nothing wrong with a configured production server', () => {
    expect(unsafeSettings(loadConfig(safe), { demoAccounts: [] })).toEqual([]);
  });

  it('lists every unsafe setting at once', () => {
    const config = loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'Admin@123', SEED_DEMO_DATA: 'true' });
    const problems = unsafeSettings(config, { demoAccounts: ['9000000001'] });
    expect(problems).toHaveLength(6);
    for (const [i, needle] of [
      'JWT_SECRET',
      'Demo accounts 9000000001',
      'SEED_DEMO_DATA',
      'RAZORPAY_KEY_ID',
      'SMS_PROVIDER=console',
      'ADMIN_PASSWORD',
    ].entries()) {
      expect(problems[i]).toContain(needle);
    }
  });

  it('seeds no demo data outside the demo profile unless told to', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' }).SEED_DEMO_DATA).toBe(true);
  });
});

describe('isWeakAdminPassword', () => {
  it.each([
    'Admin@123',
    'short-pass1',
    'Admin@123456',
    'Password2024!',
    '123456789012',
    '!!!!!!!!!!!!',
    'aaaaaaaa1234',
    'Qwerty123456',
    'abcdef123456',
    'MockPrep@2025',
  ])('%s is weak', (password) => {
    expect(isWeakAdminPassword(password)).toBe(true);
  });

  it.each(['tiger-Lamp-river-42', 'Xk9#mQ2$vL7!', 'correct horse battery staple'])('%s is not', (password) => {
    expect(isWeakAdminPassword(password)).toBe(false);
  });
});
