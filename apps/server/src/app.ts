import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Clock, systemClock } from './lib/clock';
import { adminStatsRoutes } from './modules/admin-stats/routes';
import { attemptRoutes } from './modules/attempts/routes';
import { authRoutes } from './modules/auth/routes';
import { makeConsoleSms } from './modules/auth/sms/console';
import { makeMsg91Sms } from './modules/auth/sms/msg91';
import type { SmsProvider } from './modules/auth/sms/provider';
import { healthRoutes } from './modules/health/routes';
import { leaderboardRoutes } from './modules/leaderboard/routes';
import { liveTestRoutes } from './modules/live-tests/routes';
import { adminMockTestRoutes } from './modules/mock-tests/admin-routes';
import { mockTestRoutes } from './modules/mock-tests/routes';
import { paymentRoutes } from './modules/payments/routes';
import { practiceRoutes } from './modules/practice/routes';
import { adminPromoCodeRoutes } from './modules/promo-codes/admin-routes';
import { promoCodeRoutes } from './modules/promo-codes/routes';
import { questionRoutes } from './modules/questions/routes';
import { supportRoutes } from './modules/support/routes';
import { targetExamRoutes } from './modules/target-exams/routes';
import { adminUserRoutes } from './modules/users/admin-routes';
import { authPlugin } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorEnvelope } from './plugins/error-envelope';
import { registerRateLimit } from './plugins/rate-limit';
import { registerWeb } from './plugins/web';
import { makeServices } from './services';

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

/** Fastify reads a bare number as "trust nobody", so a hop count becomes a function of the hop's position. */
function trustProxy(setting: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    trustProxy: trustProxy(config.TRUST_PROXY),
    bodyLimit: 5 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorEnvelope(app);

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
  const services = makeServices({ config, db, clock, sms });
  const { attempts, payments } = services;

  await app.register(helmet, { contentSecurityPolicy: CONTENT_SECURITY_POLICY });
  await registerRateLimit(app, {
    max: config.RATE_LIMIT_MAX,
    redisUrl: config.REDIS_URL,
    verifyToken: services.tokens.verify,
  });
  await registerDocs(app);
  await app.register(authPlugin, { verifyToken: services.tokens.verify, findUser: services.users.findById });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(authRoutes, {
        auth: services.auth,
        googleClientId: config.GOOGLE_CLIENT_ID ?? null,
        addressLimits: { otpSends: config.OTP_RATE_LIMIT_MAX, signups: config.SIGNUP_RATE_LIMIT_MAX },
      });
      await api.register(targetExamRoutes, { targetExams: services.targetExams });
      await api.register(mockTestRoutes, { mockTests: services.mockTests });
      await api.register(attemptRoutes, { attempts });
      await api.register(paymentRoutes, { payments });
      await api.register(promoCodeRoutes, { promoCodes: services.promoCodes, mockTests: services.mockTests });
      await api.register(leaderboardRoutes, { leaderboard: services.leaderboard });
      await api.register(adminStatsRoutes, { stats: services.adminStats, payments });
      await api.register(adminUserRoutes, { adminUsers: services.adminUsers });
      await api.register(adminMockTestRoutes, { adminMockTests: services.adminMockTests });
      await api.register(questionRoutes, { questions: services.questions });
      await api.register(adminPromoCodeRoutes, { adminPromoCodes: services.adminPromoCodes });
      await api.register(liveTestRoutes, { liveTests: services.liveTests });
      await api.register(practiceRoutes, { practice: services.practice });
      await api.register(supportRoutes, { support: services.support });
    },
    { prefix: '/api' },
  );
  scheduleMaintenance(app, [attempts.sweep, payments.releaseLapsedHolds], config.MAINTENANCE_SECONDS);
  await registerWeb(app, config.WEB_DIST_DIR);
  return app;
}
