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

/** Per client address per hour: OTP sends, and accounts created. */
export type AddressLimits = { otpSends: number; signups: number };

export type AuthRouteOptions = {
  auth: Auth;
  googleClientId: string | null;
  /** The demo profile, which the web labels on the login page and in the test-mode checkout. */
  demoMode: boolean;
  addressLimits: AddressLimits;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (
  app,
  { auth, googleClientId, demoMode, addressLimits },
) => {
  // Sending SMS costs money and every account costs storage: besides the per-number rules, cap each address.
  const otpSendLimit = app.addressLimit('otp-send', { max: addressLimits.otpSends, timeWindow: '1 hour' });
  const signupLimit = app.addressLimit('signup', { max: addressLimits.signups, timeWindow: '1 hour' });

  app.get('/auth/config', async () => ok({ googleClientId, demoMode }));

  app.post(
    '/auth/student/signup',
    { schema: { body: StudentSignupBody }, onRequest: signupLimit },
    async (req, reply) => {
      reply.status(201);
      return ok(await auth.signupWithPassword(req.body), MSG.signupSuccess);
    },
  );

  app.post(
    '/auth/admin/signup',
    { schema: { body: AdminSignupBody }, onRequest: [signupLimit, app.optionalUser] },
    async (req, reply) => {
      reply.status(201);
      return ok(await auth.adminSignup(req.body, req.user), MSG.signupSuccess);
    },
  );

  app.post('/auth/login/password', { schema: { body: PasswordLoginBody } }, async (req) =>
    ok(await auth.loginWithPassword(req.body), MSG.loginSuccess),
  );

  app.post('/auth/signup/send-otp', { schema: { body: SignupDetails }, onRequest: otpSendLimit }, async (req) =>
    ok(await auth.sendSignupOtp(req.body), MSG.otpSent),
  );

  app.post(
    '/auth/signup/verify-otp',
    { schema: { body: VerifyOtpBody }, onRequest: signupLimit },
    async (req, reply) => {
      reply.status(201);
      return ok(await auth.verifySignupOtp(req.body.mobile, req.body.otp), MSG.signupSuccess);
    },
  );

  app.post('/auth/send-otp', { schema: { body: SendOtpBody }, onRequest: otpSendLimit }, async (req) =>
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
