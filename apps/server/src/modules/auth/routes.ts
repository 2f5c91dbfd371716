import {
  AdminSignupBody,
  ChangePasswordBody,
  DeleteAccountBody,
  GoogleBody,
  MSG,
  NotificationSettingsBody,
  PasswordLoginBody,
  ProfileBody,
  SendOtpBody,
  SignupDetails,
  StudentSignupBody,
  VerifyOtpBody,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentSessionId, currentUser } from '../../plugins/auth';
import type { Auth } from './service';

export type AuthRouteOptions = {
  auth: Auth;
  googleClientId: string | null;
  /** The demo profile, which the web labels on the login page and in the test-mode checkout. */
  demoMode: boolean;
  otpRateLimit: { max: number };
};

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { auth, googleClientId, demoMode, otpRateLimit },
) => {
  // Sending SMS costs money: besides the 60-second rule per number, cap sends per caller per hour.
  const otpSendLimit = { rateLimit: { max: otpRateLimit.max, timeWindow: '1 hour' } };

  app.get('/auth/config', async () => ok({ googleClientId, demoMode }));

  app.post('/auth/student/signup', { schema: { body: StudentSignupBody } }, async (req, reply) => {
    reply.status(201);
    return ok(await auth.signupWithPassword(req.body), MSG.signupSuccess);
  });

  app.post(
    '/auth/admin/signup',
    { schema: { body: AdminSignupBody }, onRequest: app.optionalUser },
    async (req, reply) => {
      reply.status(201);
      return ok(await auth.adminSignup(req.body, req.user), MSG.signupSuccess);
    },
  );

  app.post('/auth/login/password', { schema: { body: PasswordLoginBody } }, async (req) =>
    ok(await auth.loginWithPassword(req.body), MSG.loginSuccess),
  );

  app.post('/auth/signup/send-otp', { schema: { body: SignupDetails }, config: otpSendLimit }, async (req) =>
    ok(await auth.sendSignupOtp(req.body), MSG.otpSent),
  );

  app.post('/auth/signup/verify-otp', { schema: { body: VerifyOtpBody } }, async (req, reply) => {
    reply.status(201);
    return ok(await auth.verifySignupOtp(req.body.mobile, req.body.otp), MSG.signupSuccess);
  });

  app.post('/auth/send-otp', { schema: { body: SendOtpBody }, config: otpSendLimit }, async (req) =>
    ok(await auth.sendLoginOtp(req.body.mobile), MSG.otpSent),
  );

  app.post('/auth/verify-otp', { schema: { body: VerifyOtpBody } }, async (req) =>
    ok(await auth.verifyLoginOtp(req.body.mobile, req.body.otp), MSG.loginSuccess),
  );

  app.post('/auth/google', { schema: { body: GoogleBody } }, async (req) =>
    ok(await auth.signInWithGoogle(req.body.credential), MSG.googleSuccess),
  );

  app.get('/auth/me', { onRequest: app.requireUser }, async (req) => ok(await auth.me(currentUser(req))));

  app.post('/auth/logout', { onRequest: app.requireUser }, async (req) => {
    await auth.logout(currentUser(req), currentSessionId(req));
    return ok(null, MSG.loggedOut);
  });

  app.post('/auth/logout-all', { onRequest: app.requireUser }, async (req) => {
    await auth.logoutEverywhere(currentUser(req));
    return ok(null, MSG.loggedOutEverywhere);
  });

  app.put('/auth/profile', { schema: { body: ProfileBody }, onRequest: app.requireUser }, async (req) =>
    ok(await auth.updateProfile(currentUser(req), req.body), MSG.profileUpdated),
  );

  app.put('/auth/change-password', { schema: { body: ChangePasswordBody }, onRequest: app.requireUser }, async (req) =>
    ok(await auth.changePassword(currentUser(req), req.body), MSG.passwordChanged),
  );

  app.put(
    '/auth/notification-settings',
    { schema: { body: NotificationSettingsBody }, onRequest: app.requireUser },
    async (req) =>
      ok(
        await auth.updateNotificationSettings(currentUser(req), req.body.notificationSettings),
        MSG.notificationsUpdated,
      ),
  );

  app.delete('/auth/account', { schema: { body: DeleteAccountBody }, onRequest: app.requireUser }, async (req) => {
    await auth.deleteAccount(currentUser(req), req.body);
    return ok(null, MSG.accountDeleted);
  });
};
