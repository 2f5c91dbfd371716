import { type Config, mediaDir } from './config';
import type { Db } from './db/client';
import type { Clock } from './lib/clock';
import { loadOrCreateSecret } from './lib/secret';
import { makeExports } from './modules/admin-stats/exports';
import { makeAdminStats } from './modules/admin-stats/service';
import { makeAttempts } from './modules/attempts/service';
import { makeAuditLog } from './modules/audit-log/service';
import { makeGoogleVerifier } from './modules/auth/google';
import { makePasswordLockout } from './modules/auth/lockout';
import { makeOtp } from './modules/auth/otp';
import { makeAuth } from './modules/auth/service';
import type { SmsProvider } from './modules/auth/sms/provider';
import { makeTokens } from './modules/auth/tokens';
import { makeHealth } from './modules/health/service';
import { makeLeaderboard } from './modules/leaderboard/service';
import { makeLiveTests } from './modules/live-tests/service';
import { makeMaintenance } from './modules/maintenance/service';
import { makeMedia } from './modules/media/service';
import { makeAdminMockTests } from './modules/mock-tests/admin-service';
import { makeMockTests } from './modules/mock-tests/service';
import { makeNotifications } from './modules/notifications/service';
import { makeAdminPayments } from './modules/payments/admin-service';
import { makeEntitlements } from './modules/payments/entitlements';
import { makeMockProvider } from './modules/payments/providers/mock';
import { makeRazorpay } from './modules/payments/providers/razorpay';
import { makePayments } from './modules/payments/service';
import { makePractice } from './modules/practice/service';
import { makeAdminPromoCodes } from './modules/promo-codes/admin-service';
import { makePromoCodes } from './modules/promo-codes/service';
import { makeQuestions } from './modules/questions/service';
import { makeSupport } from './modules/support/service';
import { makeTargetExams } from './modules/target-exams/service';
import { makeAdminUsers } from './modules/users/admin-service';
import { makeUsers } from './modules/users/service';

export type ServiceDeps = { config: Config; db: Db; clock: Clock; sms: SmsProvider };

/**
 * The services that need nothing but the database and the clock, each handed the services it asks. The seeder
 * builds these on its transaction, so demo data goes through the same rules as an admin's upload.
 */
export function makeDomainServices({ db, clock }: { db: Db; clock: Clock }) {
  const audit = makeAuditLog({ db, clock });
  const entitlements = makeEntitlements({ db });
  const targetExams = makeTargetExams({ db, clock, audit });
  const questions = makeQuestions({ db, clock, audit });
  // Attempts build on mock tests, and a student's view of a test shows their attempts of it: asked when called.
  const mockTests = makeMockTests({
    db,
    clock,
    entitlements,
    questions,
    myAttempts: (user, testIds) => attempts.mine(user, testIds),
  });
  const leaderboard = makeLeaderboard({ db, clock, mockTests });
  const users = makeUsers({ db, clock, leaderboard, targetExams });
  const notifications = makeNotifications({ db, clock });
  const attempts = makeAttempts({ db, clock, mockTests, questions, leaderboard, notifications });
  const adminUsers = makeAdminUsers({ db, clock, users, audit });
  const adminPayments = makeAdminPayments({ db });
  return {
    health: makeHealth({ db }),
    maintenance: makeMaintenance({ db }),
    users,
    targetExams,
    mockTests,
    adminMockTests: makeAdminMockTests({ db, clock, questions, targetExams, audit }),
    questions,
    attempts,
    leaderboard,
    liveTests: makeLiveTests({ db, clock, mockTests }),
    practice: makePractice({ db, attempts }),
    promoCodes: makePromoCodes({ db, clock }),
    adminPromoCodes: makeAdminPromoCodes({ db, clock, audit }),
    auditLog: audit,
    adminStats: makeAdminStats({ db, clock }),
    adminUsers,
    adminPayments,
    exports: makeExports({ db, clock, audit, adminUsers, adminPayments }),
    notifications,
  };
}

/** Every service of the app, built once (app.ts registers the routes on them). */
export function makeServices({ config, db, clock, sms }: ServiceDeps) {
  const domain = makeDomainServices({ db, clock });
  const secret = loadOrCreateSecret(config.JWT_SECRET, config.DATA_DIR, 'jwt-secret');
  const tokens = makeTokens(secret, config.JWT_EXPIRES_IN);
  const otp = makeOtp({ db, clock, sms, secret: `${secret}:otp` });
  const google = config.GOOGLE_CLIENT_ID ? makeGoogleVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_JWKS_URL) : null;
  const auth = makeAuth({
    clock,
    users: domain.users,
    targetExams: domain.targetExams,
    otp,
    lockout: makePasswordLockout({ db, clock }),
    tokens,
    google,
    adminSignupSecret: config.ADMIN_SIGNUP_SECRET,
  });
  const supportContact = { email: config.SUPPORT_EMAIL, phone: config.SUPPORT_PHONE };
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
  const { mockTests, promoCodes, notifications } = domain;
  return {
    ...domain,
    media: makeMedia({ dir: mediaDir(config) }),
    tokens,
    auth,
    payments: makePayments({
      db,
      clock,
      mockTests,
      promoCodes,
      provider,
      mock,
      support: supportContact,
      notifications,
    }),
    support: makeSupport({ db, contact: supportContact }),
  };
}

export type Services = ReturnType<typeof makeServices>;
