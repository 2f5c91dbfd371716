import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { loadOrCreateSecret } from './lib/secret';
import { adminStatsRoutes } from './modules/admin-stats/routes';
import { makeAdminStats } from './modules/admin-stats/service';
import { attemptRoutes } from './modules/attempts/routes';
import { makeAttempts } from './modules/attempts/service';
import { makeGoogleVerifier } from './modules/auth/google';
import { makeOtp } from './modules/auth/otp';
import { authRoutes } from './modules/auth/routes';
import { makeAuth } from './modules/auth/service';
import { makeConsoleSms } from './modules/auth/sms/console';
import { makeMsg91Sms } from './modules/auth/sms/msg91';
import type { SmsProvider } from './modules/auth/sms/provider';
import { makeTokens } from './modules/auth/tokens';
import { healthRoutes } from './modules/health/routes';
import { leaderboardRoutes } from './modules/leaderboard/routes';
import { makeLeaderboard } from './modules/leaderboard/service';
import { liveTestRoutes } from './modules/live-tests/routes';
import { makeLiveTests } from './modules/live-tests/service';
import { adminTestRoutes } from './modules/mock-tests/admin-routes';
import { makeAdminTests } from './modules/mock-tests/admin-service';
import { testRoutes } from './modules/mock-tests/routes';
import { makeTests } from './modules/mock-tests/service';
import { makeMockProvider } from './modules/payments/providers/mock';
import { makeRazorpay } from './modules/payments/providers/razorpay';
import { paymentRoutes } from './modules/payments/routes';
import { makePayments } from './modules/payments/service';
import { practiceRoutes } from './modules/practice/routes';
import { makePractice } from './modules/practice/service';
import { adminPromoCodeRoutes } from './modules/promo-codes/admin-routes';
import { makeAdminPromoCodes } from './modules/promo-codes/admin-service';
import { promoCodeRoutes } from './modules/promo-codes/routes';
import { makePromoCodes } from './modules/promo-codes/service';
import { questionRoutes } from './modules/questions/routes';
import { makeQuestions } from './modules/questions/service';
import { supportRoutes } from './modules/support/routes';
import { makeSupport } from './modules/support/service';
import { targetExamRoutes } from './modules/target-exams/routes';
import { makeTargetExams } from './modules/target-exams/service';
import { adminUserRoutes } from './modules/users/admin-routes';
import { makeAdminUsers } from './modules/users/admin-service';
import { findUserById } from './modules/users/repo';
import { authPlugin } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorEnvelope } from './plugins/error-envelope';
import { registerRateLimit } from './plugins/rate-limit';
import { registerWeb } from './plugins/web';

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Replaces the SMS provider chosen by config (tests capture the console provider's log this way). */
  sms?: SmsProvider;
  logger?: FastifyServerOptions['logger'];
};

const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", 'https://accounts.google.com', 'https://checkout.razorpay.com'],
    styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
    imgSrc: ["'self'", 'data:', 'https:'],
    connectSrc: ["'self'", 'https://accounts.google.com', 'https://lumberjack.razorpay.com'],
    frameSrc: ['https://accounts.google.com', 'https://api.razorpay.com'],
  },
};

/**
 * Background upkeep: finalises expired attempts and frees promo uses held by unpaid orders.
 * Safe with several instances, as every step is a conditional update.
 */
function scheduleMaintenance(app: FastifyInstance, jobs: (() => Promise<number>)[], seconds: number) {
  if (seconds <= 0) return;
  const timer = setInterval(() => {
    for (const job of jobs) job().catch((error) => app.log.error(error, 'maintenance job failed'));
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 5 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorEnvelope(app);

  const secret = loadOrCreateSecret(config.JWT_SECRET, config.DATA_DIR, 'jwt-secret');
  const tokens = makeTokens(secret, config.JWT_EXPIRES_IN);
  const sms =
    deps.sms ??
    (config.SMS_PROVIDER === 'msg91'
      ? makeMsg91Sms({
          baseUrl: config.MSG91_BASE_URL,
          authKey: config.MSG91_AUTH_KEY ?? '',
          templateId: config.MSG91_TEMPLATE_ID ?? '',
        })
      : makeConsoleSms(app.log));
  const db = database.db;
  const otp = makeOtp({ db, clock, sms, secret: `${secret}:otp` });
  const google = config.GOOGLE_CLIENT_ID ? makeGoogleVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_JWKS_URL) : null;
  const auth = makeAuth({ db, clock, otp, tokens, google, adminSignupSecret: config.ADMIN_SIGNUP_SECRET });
  const tests = makeTests(db);
  const attempts = makeAttempts({ db, clock, tests });
  const promoCodes = makePromoCodes({ db, clock });
  const support = { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE };
  const mock =
    config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET ? null : makeMockProvider(`${secret}:mock-payments`);
  const provider =
    mock ??
    makeRazorpay({
      baseUrl: config.RAZORPAY_BASE_URL,
      keyId: config.RAZORPAY_KEY_ID ?? '',
      keySecret: config.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
    });
  const payments = makePayments({
    db,
    clock,
    tests,
    promoCodes,
    provider,
    mock,
    support,
  });

  await app.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  await registerRateLimit(app, { max: config.RATE_LIMIT_MAX, redisUrl: config.REDIS_URL });
  await registerDocs(app);
  await app.register(authPlugin, { verifyToken: tokens.verify, findUser: (id: string) => findUserById(db, id) });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, {
        auth,
        googleClientId: config.GOOGLE_CLIENT_ID ?? null,
        otpRateLimit: { max: config.OTP_RATE_LIMIT_MAX },
      });
      await api.register(targetExamRoutes, { targetExams: makeTargetExams(db, clock) });
      await api.register(testRoutes, { tests });
      await api.register(attemptRoutes, { attempts });
      await api.register(paymentRoutes, { payments, mockMode: mock !== null });
      await api.register(promoCodeRoutes, { promoCodes, tests });
      await api.register(leaderboardRoutes, { leaderboard: makeLeaderboard({ db, clock, tests }) });
      await api.register(adminStatsRoutes, { stats: makeAdminStats({ db, clock }), payments });
      await api.register(adminUserRoutes, { adminUsers: makeAdminUsers({ db, clock }) });
      await api.register(adminTestRoutes, { adminTests: makeAdminTests({ db, clock }) });
      await api.register(questionRoutes, { questions: makeQuestions({ db, clock }) });
      await api.register(adminPromoCodeRoutes, { adminPromoCodes: makeAdminPromoCodes({ db, clock }) });
      await api.register(liveTestRoutes, { liveTests: makeLiveTests({ db, clock, tests }) });
      await api.register(practiceRoutes, { practice: makePractice({ db }) });
      await api.register(supportRoutes, { support: makeSupport({ db, contact: support }) });
    },
    { prefix: '/api' },
  );
  scheduleMaintenance(app, [attempts.sweep, payments.releaseLapsedHolds], config.MAINTENANCE_SECONDS);
  await registerWeb(app, config.WEB_DIST_DIR);
  return app;
}
