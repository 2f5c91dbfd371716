import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from './db/client';

const optional = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string) {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return PROXY_NAMES.includes(entry);
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For to believe: nobody (default), the given number of proxy hops in front of the server,
 * or proxies at the listed addresses, CIDR ranges or proxy-addr names (loopback, linklocal, uniquelocal).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = v?.trim() ?? '';
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message: 'use a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The demo profile (`npm start` sets it): demo data and accounts, test-mode payments, OTP codes in the log and
   * API docs, labelled on screen. Off, `NODE_ENV=production` refuses to start with any of them (production-check.ts).
   */
  DEMO_MODE: flag.transform((v) => v ?? false),
  /** Serves the API docs at /api/docs outside the demo profile. */
  API_DOCS: flag.transform((v) => v ?? false),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  /** Uploaded images; default DATA_DIR/media (a folder of the temporary directory for an in-memory database). */
  MEDIA_DIR: optional,
  DATABASE_URL: optional,
  /** Connections of each server process's pool (so WORKERS x this per instance). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(DEFAULT_POOL_SIZE),
  /** PostgreSQL: a statement running longer is cancelled and its request answered 503. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Admin requests served at once by each process: the pool connections admin work may hold at most. */
  ADMIN_CONCURRENCY: z.coerce.number().int().min(1).default(2),
  /**
   * Server processes on PostgreSQL (node:cluster); default one per core. The embedded database is one process's
   * own, so without DATABASE_URL the server always runs one.
   */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** Default: on in the demo profile, off otherwise. */
  SEED_DEMO_DATA: flag,
  JWT_SECRET: optional,
  JWT_EXPIRES_IN: z.string().default('7d'),
  ADMIN_MOBILE: optional,
  ADMIN_PASSWORD: optional,
  ADMIN_NAME: z.string().default('Administrator'),
  ADMIN_SIGNUP_SECRET: optional,
  SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
  MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  MSG91_AUTH_KEY: optional,
  MSG91_TEMPLATE_ID: optional,
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
  SUPPORT_EMAIL: z.string().default('support@mockprep.in'),
  SUPPORT_PHONE: z.string().default('+91 80000 00000'),
  REDIS_URL: optional,
  TRUST_PROXY: trustProxy,
  /** Requests per minute per caller (the signed-in user, else the client address). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /** OTP sends (login and signup together) per client address per hour. */
  OTP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Account creations tried (password signup, OTP signup, admin signup) per client address per hour. */
  SIGNUP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  WEB_DIST_DIR: optional,
  /** Bearer token for /metrics; without it, metrics are served only in the demo profile. */
  METRICS_TOKEN: optional,
  /** How often background upkeep runs (expired attempts, lapsed unpaid orders, refunds); 0 turns it off. */
  MAINTENANCE_SECONDS: z.coerce.number().int().min(0).default(30),
  /** The longest a client may take to send a whole request (headers and body); slower ones are cut off. */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** The longest a client may take to send a request's headers. */
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** How long an idle keep-alive connection stays open. */
  KEEP_ALIVE_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'SEED_DEMO_DATA'> & { SEED_DEMO_DATA: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = { ...parsed.data, SEED_DEMO_DATA: parsed.data.SEED_DEMO_DATA ?? parsed.data.DEMO_MODE };
  if (config.SMS_PROVIDER === 'msg91' && !(config.MSG91_AUTH_KEY && config.MSG91_TEMPLATE_ID)) {
    throw new Error('Invalid configuration: SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  }
  if (Boolean(config.RAZORPAY_KEY_ID) !== Boolean(config.RAZORPAY_KEY_SECRET)) {
    throw new Error('Invalid configuration: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither');
  }
  if (config.HEADERS_TIMEOUT_SECONDS > config.REQUEST_TIMEOUT_SECONDS) {
    throw new Error('Invalid configuration: HEADERS_TIMEOUT_SECONDS cannot exceed REQUEST_TIMEOUT_SECONDS');
  }
  return config;
}

/** Where uploaded images are kept (see MEDIA_DIR). */
export const mediaDir = (config: Pick<Config, 'DATA_DIR' | 'MEDIA_DIR'>): string =>
  resolve(
    config.MEDIA_DIR ??
      (config.DATA_DIR.startsWith('memory://') ? join(tmpdir(), 'mockprep-media') : join(config.DATA_DIR, 'media')),
  );
