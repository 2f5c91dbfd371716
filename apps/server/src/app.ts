import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createHttpServer } from './http-server';
import { type Clock, systemClock } from './lib/clock';
import { loggableError } from './lib/db-errors';
import { exportRoutes } from './modules/admin-stats/export-routes';
import { adminStatsRoutes } from './modules/admin-stats/routes';
import { ownAttemptRoutes } from './modules/attempts/own-attempt-routes';
import { attemptRoutes } from './modules/attempts/routes';
import { auditLogRoutes } from './modules/audit-log/routes';
import { authRoutes } from './modules/auth/routes';
import { makeConsoleSms } from './modules/auth/sms/console';
import { makeMsg91Sms } from './modules/auth/sms/msg91';
import type { SmsProvider } from './modules/auth/sms/provider';
import { healthRoutes } from './modules/health/routes';
import { leaderboardRoutes } from './modules/leaderboard/routes';
import { liveTestRoutes } from './modules/live-tests/routes';
import type { Job, Maintenance } from './modules/maintenance/service';
import { mediaRoutes } from './modules/media/routes';
import { adminMockTestRoutes } from './modules/mock-tests/admin-routes';
import { mockTestRoutes } from './modules/mock-tests/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { paymentRoutes } from './modules/payments/routes';
import { practiceRoutes } from './modules/practice/routes';
import { adminPromoCodeRoutes } from './modules/promo-codes/admin-routes';
import { promoCodeRoutes } from './modules/promo-codes/routes';
import { questionRoutes } from './modules/questions/routes';
import { supportRoutes } from './modules/support/routes';
import { targetExamRoutes } from './modules/target-exams/routes';
import { adminUserRoutes } from './modules/users/admin-routes';
import { authPlugin } from './plugins/auth';
import { validatorCompiler } from './plugins/compiled-validation';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { frameworkErrors, registerErrorEnvelope } from './plugins/error-envelope';
import { registerMetrics } from './plugins/metrics';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { serializerCompiler } from './plugins/serializer';
import { registerTextGuard } from './plugins/text-guard';
import { inlineScriptHashes, registerMedia, registerWeb } from './plugins/web';
import { makeServices } from './services';

export type AppDeps = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Replaces the SMS provider chosen by config (tests capture the console provider's log this way). */
  sms?: SmsProvider;
  logger?: FastifyServerOptions['logger'];
};

/**
 * Background upkeep: finalises expired attempts, lapses orders left unpaid (freeing their promo uses) and retries
 * refunds, once per interval whatever the number of server processes (each job is claimed in the database first).
 */
function scheduleMaintenance(app: FastifyInstance, maintenance: Maintenance, jobs: Job[], seconds: number) {
  if (seconds <= 0) return;
  const timer = setInterval(() => {
    maintenance
      .runDue(jobs, seconds)
      .catch((error) => app.log.error({ error: loggableError(error) }, 'maintenance job failed'));
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
    serverFactory: (handler) => createHttpServer(config, handler),
    genReqId: () => randomUUID(),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // A callback hook: an async one costs every request a promise and a microtask.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorEnvelope(app);
  registerTextGuard(app);
  database.onConnectionError((error) =>
    app.log.warn({ error: loggableError(error) }, 'the database closed a pooled connection; the pool replaces it'),
  );

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

  registerSecurityHeaders(app, inlineScriptHashes(config.WEB_DIST_DIR));
  await registerCompression(app);
  await registerRateLimit(app, {
    max: config.RATE_LIMIT_MAX,
    redisUrl: config.REDIS_URL,
    verifyToken: services.tokens.verify,
  });
  // The API docs map every route for anyone: served only in the demo profile or when asked for.
  await registerDocs(app, { expose: config.DEMO_MODE || config.API_DOCS });
  registerMetrics(app, { token: config.METRICS_TOKEN, open: config.DEMO_MODE, poolStats: database.poolStats });
  await app.register(authPlugin, {
    verifyToken: services.tokens.verify,
    findUser: services.users.findWithSession,
    adminSlots: config.ADMIN_CONCURRENCY,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: services.health });
      await api.register(authRoutes, {
        auth: services.auth,
        googleClientId: config.GOOGLE_CLIENT_ID ?? null,
        demoMode: config.DEMO_MODE,
        addressLimits: { otpSends: config.OTP_RATE_LIMIT_MAX, signups: config.SIGNUP_RATE_LIMIT_MAX },
      });
      await api.register(targetExamRoutes, { targetExams: services.targetExams });
      await api.register(mockTestRoutes, { mockTests: services.mockTests });
      await api.register(attemptRoutes, { attempts });
      await api.register(ownAttemptRoutes, { attempts });
      await api.register(paymentRoutes, { payments, mockCheckout: config.DEMO_MODE });
      await api.register(promoCodeRoutes, { promoCodes: services.promoCodes, mockTests: services.mockTests });
      await api.register(leaderboardRoutes, { leaderboard: services.leaderboard });
      await api.register(adminStatsRoutes, { stats: services.adminStats, adminPayments: services.adminPayments });
      await api.register(exportRoutes, { exports: services.exports });
      await api.register(adminUserRoutes, { adminUsers: services.adminUsers });
      await api.register(adminMockTestRoutes, { adminMockTests: services.adminMockTests });
      await api.register(questionRoutes, { questions: services.questions });
      await api.register(adminPromoCodeRoutes, { adminPromoCodes: services.adminPromoCodes });
      await api.register(liveTestRoutes, { liveTests: services.liveTests });
      await api.register(practiceRoutes, { practice: services.practice });
      await api.register(supportRoutes, { support: services.support });
      await api.register(auditLogRoutes, { auditLog: services.auditLog });
      await api.register(mediaRoutes, { media: services.media });
      await api.register(notificationRoutes, { notifications: services.notifications });
    },
    { prefix: '/api' },
  );
  scheduleMaintenance(
    app,
    services.maintenance,
    [
      { name: 'finalise-expired-attempts', run: () => attempts.sweep() },
      { name: 'lapse-unpaid-orders', run: payments.lapseOrders },
      { name: 'retry-refunds', run: payments.retryRefunds },
    ],
    config.MAINTENANCE_SECONDS,
  );
  await registerMedia(app, services.media.dir);
  await registerWeb(app, config.WEB_DIST_DIR);
  return app;
}
