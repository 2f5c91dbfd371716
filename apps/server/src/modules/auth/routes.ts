import {
  AdminSignupBody,
  AuthConfig,
  AuthResult,
  ChangePasswordBody,
  DeleteAccountBody,
  GoogleBody,
  LanguageBody,
  MSG,
  NotificationSettingsBody,
  OTP_MAX_SENDS_PER_HOUR,
  OTP_RESEND_SECONDS,
  OTP_VALID_MINUTES,
  OtpSent,
  PasswordChanged,
  PasswordLoginBody,
  ProfileBody,
  SendOtpBody,
  SignupDetails,
  StudentSignupBody,
  User,
  VerifyOtpBody,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentSessionId, currentUser } from '../../plugins/auth';
import type { Auth } from './service';

const doc = routeDocs('Auth');
const OTP_LIMITS = `A number gets a new code at most every ${OTP_RESEND_SECONDS} seconds and ${OTP_MAX_SENDS_PER_HOUR} an hour; each address a limited number of sends an hour (429 with \`retryAfter\`).`;

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

  app.get(
    '/auth/config',
    {
      schema: doc({
        operationId: 'getAuthConfig',
        summary: 'Sign-in options',
        description:
          'Whether Google sign-in is offered (its client id), and whether this server runs the demo profile.',
        access: 'public',
        data: AuthConfig,
      }),
    },
    async () => ok({ googleClientId, demoMode }),
  );

  app.post(
    '/auth/student/signup',
    {
      schema: {
        body: StudentSignupBody,
        ...doc({
          operationId: 'signupStudent',
          summary: 'Sign up a student with a password',
          description:
            'Creates the account and signs it in. Each address may create a limited number of accounts an hour.',
          access: 'public',
          data: AuthResult,
          status: [201],
          ok: 'Account created and signed in',
          errors: [404, 409],
        }),
      },
      onRequest: signupLimit,
    },
    async (req, reply) => {
      reply.status(201);
      return ok(await auth.signupWithPassword(req.body), MSG.signupSuccess);
    },
  );

  app.post(
    '/auth/admin/signup',
    {
      schema: {
        body: AdminSignupBody,
        ...doc({
          operationId: 'signupAdmin',
          summary: 'Sign up an admin',
          description: "Allowed with the server's admin signup secret, or to a signed-in admin.",
          access: 'optional',
          data: AuthResult,
          status: [201],
          ok: 'Admin account created and signed in',
          errors: [409],
        }),
      },
      onRequest: [signupLimit, app.optionalUser],
    },
    async (req, reply) => {
      reply.status(201);
      return ok(await auth.adminSignup(req.body, req.user), MSG.signupSuccess);
    },
  );

  app.post(
    '/auth/login/password',
    {
      schema: {
        body: PasswordLoginBody,
        ...doc({
          operationId: 'loginWithPassword',
          summary: 'Sign in with mobile number and password',
          description: 'Repeated wrong passwords lock the number for a while (429 with `retryAfter`).',
          access: 'public',
          data: AuthResult,
          errors: [401, 403],
        }),
      },
    },
    async (req) => ok(await auth.loginWithPassword(req.body), MSG.loginSuccess),
  );

  app.post(
    '/auth/signup/send-otp',
    {
      schema: {
        body: SignupDetails,
        ...doc({
          operationId: 'sendSignupOtp',
          summary: 'Send a sign-up code by SMS',
          description: `Keeps the sign-up details until the code is verified. ${OTP_LIMITS}`,
          access: 'public',
          data: OtpSent,
          errors: [404, 409, 502],
        }),
      },
      onRequest: otpSendLimit,
    },
    async (req) => ok(await auth.sendSignupOtp(req.body), MSG.otpSent),
  );

  app.post(
    '/auth/signup/verify-otp',
    {
      schema: {
        body: VerifyOtpBody,
        ...doc({
          operationId: 'verifySignupOtp',
          summary: 'Verify a sign-up code and create the account',
          description: `A code is good for one use within ${OTP_VALID_MINUTES} minutes; wrong codes count towards a limit.`,
          access: 'public',
          data: AuthResult,
          status: [201],
          ok: 'Account created and signed in',
          errors: [404, 409],
        }),
      },
      onRequest: signupLimit,
    },
    async (req, reply) => {
      reply.status(201);
      return ok(await auth.verifySignupOtp(req.body.mobile, req.body.otp), MSG.signupSuccess);
    },
  );

  app.post(
    '/auth/send-otp',
    {
      schema: {
        body: SendOtpBody,
        ...doc({
          operationId: 'sendLoginOtp',
          summary: 'Send a sign-in code by SMS',
          description: `The same answer whether or not the number has an account; only an account gets the SMS. ${OTP_LIMITS}`,
          access: 'public',
          data: OtpSent,
          errors: [502],
        }),
      },
      onRequest: otpSendLimit,
    },
    async (req) => ok(await auth.sendLoginOtp(req.body.mobile), MSG.otpSent),
  );

  app.post(
    '/auth/verify-otp',
    {
      schema: {
        body: VerifyOtpBody,
        ...doc({
          operationId: 'verifyLoginOtp',
          summary: 'Sign in with an SMS code',
          description: `A code is good for one use within ${OTP_VALID_MINUTES} minutes; wrong codes count towards a limit.`,
          access: 'public',
          data: AuthResult,
          errors: [403],
        }),
      },
    },
    async (req) => ok(await auth.verifyLoginOtp(req.body.mobile, req.body.otp), MSG.loginSuccess),
  );

  app.post(
    '/auth/google',
    {
      schema: {
        body: GoogleBody,
        ...doc({
          operationId: 'signInWithGoogle',
          summary: 'Sign in or sign up with a Google ID token',
          description:
            'Creates a student account on the first sign-in of a Google account, or links an account with the same verified email. 503 when Google sign-in is not configured.',
          access: 'public',
          data: AuthResult,
          errors: [401, 403, 409, 503],
        }),
      },
    },
    async (req) => ok(await auth.signInWithGoogle(req.body.credential), MSG.googleSuccess),
  );

  app.get(
    '/auth/me',
    {
      onRequest: app.requireUser,
      schema: doc({ operationId: 'getMe', summary: 'The signed-in user', access: 'user', data: User }),
    },
    async (req) => ok(await auth.me(currentUser(req))),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireUser,
      schema: doc({
        operationId: 'logout',
        summary: 'Sign out this session',
        description: 'Ends the session of this token only; other devices stay signed in.',
        access: 'user',
        data: z.null(),
      }),
    },
    async (req) => {
      await auth.logout(currentUser(req), currentSessionId(req));
      return ok(null, MSG.loggedOut);
    },
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: app.requireUser,
      schema: doc({
        operationId: 'logoutEverywhere',
        summary: 'Sign out every session',
        access: 'user',
        data: z.null(),
      }),
    },
    async (req) => {
      await auth.logoutEverywhere(currentUser(req));
      return ok(null, MSG.loggedOutEverywhere);
    },
  );

  app.put(
    '/auth/profile',
    {
      schema: {
        body: ProfileBody,
        ...doc({
          operationId: 'updateProfile',
          summary: 'Update the own profile',
          description:
            'Only the fields sent change (within `address`, only the parts sent); a blank `email` or `dateOfBirth` clears it. Changing the email marks it unverified.',
          access: 'user',
          data: User,
          errors: [404],
        }),
      },
      onRequest: app.requireUser,
    },
    async (req) => ok(await auth.updateProfile(currentUser(req), req.body), MSG.profileUpdated),
  );

  app.put(
    '/auth/language',
    {
      schema: {
        body: LanguageBody,
        ...doc({
          operationId: 'setLanguage',
          summary: 'Choose the exam language',
          description:
            'English or Hindi for the instructions, test and result screens and the questions; remembered on every device.',
          access: 'user',
          data: User,
        }),
      },
      onRequest: app.requireUser,
    },
    async (req) => ok(await auth.setLanguage(currentUser(req), req.body.language)),
  );

  app.put(
    '/auth/change-password',
    {
      schema: {
        body: ChangePasswordBody,
        ...doc({
          operationId: 'changePassword',
          summary: 'Change or set the own password',
          description:
            'The current password is needed when the account has one. Every session ends; the answer carries a new token.',
          access: 'user',
          data: PasswordChanged,
        }),
      },
      onRequest: app.requireUser,
    },
    async (req) => ok(await auth.changePassword(currentUser(req), req.body), MSG.passwordChanged),
  );

  app.put(
    '/auth/notification-settings',
    {
      schema: {
        body: NotificationSettingsBody,
        ...doc({
          operationId: 'updateNotificationSettings',
          summary: 'Update the own notification settings',
          access: 'user',
          data: User,
        }),
      },
      onRequest: app.requireUser,
    },
    async (req) =>
      ok(
        await auth.updateNotificationSettings(currentUser(req), req.body.notificationSettings),
        MSG.notificationsUpdated,
      ),
  );

  app.delete(
    '/auth/account',
    {
      schema: {
        body: DeleteAccountBody,
        ...doc({
          operationId: 'deleteAccount',
          summary: 'Delete the own account',
          description:
            'Needs the password when the account has one. The account is anonymised: its personal data is erased.',
          access: 'user',
          data: z.null(),
        }),
      },
      onRequest: app.requireUser,
    },
    async (req) => {
      await auth.deleteAccount(currentUser(req), req.body);
      return ok(null, MSG.accountDeleted);
    },
  );
};
