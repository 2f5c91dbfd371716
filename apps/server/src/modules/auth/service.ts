import { timingSafeEqual } from 'node:crypto';
import {
  Address,
  type AdminSignupBody,
  type AuthResult,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type ExamLanguage,
  Mobile,
  MSG,
  type NotificationSettings,
  type PasswordLoginBody,
  type ProfileBody,
  type SignupDetails,
  type StudentSignupBody,
} from '@mockprep/contract';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { fieldError, HttpError } from '../../lib/http-error';
import type { TargetExams } from '../target-exams/service';
import type { Users } from '../users/service';
import { assertPasswordNotCommon } from './common-passwords';
import type { GoogleVerifier } from './google';
import type { PasswordLockout } from './lockout';
import type { Otp } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import type { Tokens } from './tokens';

export type AuthDeps = {
  clock: Clock;
  users: Users;
  targetExams: TargetExams;
  otp: Otp;
  lockout: PasswordLockout;
  tokens: Tokens;
  google: GoogleVerifier | null;
  adminSignupSecret: string | undefined;
};

export function makeAuth(deps: AuthDeps) {
  const { clock, users, otp, lockout, tokens } = deps;

  /** A new session for the account and its token. */
  async function newToken(row: UserRow): Promise<string> {
    return tokens.sign(row.id, await users.startSession(row.id));
  }

  async function session(row: UserRow): Promise<AuthResult> {
    return { user: await users.toJson(row), token: await newToken(row) };
  }

  function assertCanSignIn(row: UserRow) {
    if (row.isBlocked) throw new HttpError(403, MSG.accountBlocked);
  }

  async function assertMobileFree(mobile: string) {
    if (await users.findByMobile(mobile)) throw fieldError(409, 'mobile', MSG.mobileTaken);
  }

  async function requirePassword(row: UserRow, password: string | undefined, missing: string, wrong: string) {
    if (row.passwordHash === null) return;
    if (!password) throw new HttpError(400, missing);
    if (!(await verifyPassword(row.passwordHash, password))) throw new HttpError(400, wrong);
  }

  return {
    async signupWithPassword(body: StudentSignupBody): Promise<AuthResult> {
      assertPasswordNotCommon(body.password);
      await assertMobileFree(body.mobile);
      const row = await users.create(
        { name: body.name, mobile: body.mobile, email: body.email, passwordHash: await hashPassword(body.password) },
        body.targetExams,
      );
      return session(row);
    },

    async adminSignup(body: AdminSignupBody, requester: UserRow | null): Promise<AuthResult> {
      const secretMatches =
        deps.adminSignupSecret !== undefined &&
        body.secret !== undefined &&
        body.secret.length === deps.adminSignupSecret.length &&
        timingSafeEqual(Buffer.from(body.secret), Buffer.from(deps.adminSignupSecret));
      if (requester?.role !== 'admin' && !secretMatches) throw new HttpError(403, MSG.adminSignupForbidden);
      assertPasswordNotCommon(body.password);
      await assertMobileFree(body.mobile);
      const row = await users.create(
        {
          name: body.name,
          mobile: body.mobile,
          email: body.email,
          role: 'admin',
          passwordHash: await hashPassword(body.password),
        },
        [],
      );
      return session(row);
    },

    /** One answer for an unknown number, an account without a password and a wrong password, after the same work. */
    async loginWithPassword(body: PasswordLoginBody): Promise<AuthResult> {
      // Only a well-formed number can have an account, or a lockout worth storing.
      const mobile = Mobile.safeParse(body.mobile).data;
      if (mobile) await lockout.countTry(mobile);
      const row = mobile ? await users.findByMobile(mobile) : undefined;
      const matches = await verifyPassword(row?.passwordHash, body.password);
      if (!row || !mobile || !matches) throw new HttpError(401, MSG.invalidCredentials);
      await lockout.succeeded(mobile);
      assertCanSignIn(row);
      return session(row);
    },

    async sendSignupOtp(details: SignupDetails) {
      await assertMobileFree(details.mobile);
      await deps.targetExams.assertExist(details.targetExams);
      return otp.issue(details.mobile, 'signup', {
        payload: { name: details.name, email: details.email, targetExams: details.targetExams },
      });
    },

    async verifySignupOtp(mobile: string, code: string): Promise<AuthResult> {
      await assertMobileFree(mobile);
      const { payload } = await otp.consume(mobile, 'signup', code);
      if (!payload) throw new HttpError(400, MSG.otpNotRequested);
      const row = await users.create(
        { name: payload.name, mobile, email: payload.email, isMobileVerified: true },
        payload.targetExams,
      );
      return session(row);
    },

    /** The same answer, under the same limits, whether or not the number has an account; only an account gets the SMS. */
    async sendLoginOtp(mobile: string) {
      const row = await users.findByMobile(mobile);
      return otp.issue(mobile, 'login', { deliver: row !== undefined });
    },

    /** An unknown number's code matches nothing, so it fails as a wrong code does; a block shows only after a right code. */
    async verifyLoginOtp(mobile: string, code: string): Promise<AuthResult> {
      await otp.consume(mobile, 'login', code);
      const found = await users.findByMobile(mobile);
      if (!found) throw new HttpError(400, MSG.otpNotRequested);
      assertCanSignIn(found);
      const row = await users.update(found.id, { isMobileVerified: true, updatedAt: clock.now() });
      return session(row ?? found);
    },

    async signInWithGoogle(credential: string): Promise<AuthResult> {
      if (!deps.google) throw new HttpError(503, MSG.googleNotConfigured);
      const identity = await deps.google.verify(credential);
      if (!identity) throw new HttpError(401, MSG.googleInvalid);
      const linked = await users.findByGoogleId(identity.googleId);
      if (linked && !linked.deletedAt) {
        assertCanSignIn(linked);
        return session(linked);
      }
      if (identity.email && identity.emailVerified) {
        const sameEmail = await users.findByEmail(identity.email);
        if (sameEmail && sameEmail.googleId === null) {
          assertCanSignIn(sameEmail);
          const row = await users.update(sameEmail.id, {
            googleId: identity.googleId,
            isEmailVerified: true,
            photo: sameEmail.photo ?? identity.photo,
          });
          return session(row ?? sameEmail);
        }
      }
      const row = await users.create(
        {
          name: identity.name,
          email: identity.email,
          photo: identity.photo,
          googleId: identity.googleId,
          isEmailVerified: identity.emailVerified,
        },
        [],
      );
      return session(row);
    },

    me: (row: UserRow) => users.toJson(row),

    /** Remembers the student's exam language for every device. */
    async setLanguage(row: UserRow, language: ExamLanguage) {
      const updated = await users.update(row.id, { language, updatedAt: clock.now() });
      if (!updated) throw new HttpError(401, MSG.accountGone);
      return users.toJson(updated);
    },

    async updateProfile(row: UserRow, body: ProfileBody) {
      const updated = await users.update(
        row.id,
        {
          name: body.name,
          email: body.email,
          isEmailVerified: body.email === undefined || body.email === row.email ? row.isEmailVerified : false,
          dateOfBirth: body.dateOfBirth,
          gender: body.gender,
          address: body.address && Address.parse({ ...row.address, ...body.address }),
          educationQualification: body.educationQualification,
          updatedAt: clock.now(),
        },
        body.targetExams,
      );
      if (!updated) throw new HttpError(401, MSG.accountGone);
      return users.toJson(updated);
    },

    async changePassword(row: UserRow, body: ChangePasswordBody) {
      await requirePassword(row, body.currentPassword, MSG.currentPasswordRequired, MSG.currentPasswordWrong);
      assertPasswordNotCommon(body.newPassword, 'newPassword');
      const updated = await users.setPasswordHash(row.id, await hashPassword(body.newPassword));
      if (!updated) throw new HttpError(401, MSG.accountGone);
      return { token: await newToken(updated) };
    },

    async updateNotificationSettings(row: UserRow, settings: NotificationSettings) {
      const updated = await users.update(row.id, { notificationSettings: settings, updatedAt: clock.now() });
      if (!updated) throw new HttpError(401, MSG.accountGone);
      return users.toJson(updated);
    },

    /** Ends the session of this token only; the user's other devices stay signed in. */
    logout: (row: UserRow, sessionId: string): Promise<void> => users.endSession(row.id, sessionId),
    logoutEverywhere: (row: UserRow): Promise<void> => users.endAllSessions(row.id),

    async deleteAccount(row: UserRow, body: DeleteAccountBody) {
      await requirePassword(row, body.password, MSG.passwordRequired, MSG.passwordWrong);
      await users.anonymise(row.id);
    },
  };
}

export type Auth = ReturnType<typeof makeAuth>;
