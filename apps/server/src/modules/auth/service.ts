import { timingSafeEqual } from 'node:crypto';
import {
  type AdminSignupBody,
  type AuthResult,
  type ChangePasswordBody,
  type DeleteAccountBody,
  MSG,
  type NotificationSettings,
  type PasswordLoginBody,
  type ProfileBody,
  type SignupDetails,
  type StudentSignupBody,
} from '@mockprep/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import {
  assertTargetExamsExist,
  findUserByMobile,
  insertUser,
  isMobileTaken,
  type NewUser,
  replaceUserTargetExams,
  toUserJson,
} from '../users/repo';
import type { Users } from '../users/service';
import type { GoogleVerifier } from './google';
import type { Otp } from './otp';
import { hashPassword, verifyPassword } from './passwords';
import type { Tokens } from './tokens';

export type AuthDeps = {
  db: Db;
  clock: Clock;
  users: Users;
  otp: Otp;
  tokens: Tokens;
  google: GoogleVerifier | null;
  adminSignupSecret: string | undefined;
};

export function makeAuth(deps: AuthDeps) {
  const { db, clock, otp, tokens } = deps;

  async function session(row: UserRow): Promise<AuthResult> {
    return { user: await toUserJson(db, row), token: await tokens.sign(row.id, row.tokenVersion) };
  }

  function assertCanSignIn(row: UserRow) {
    if (row.isBlocked) throw new HttpError(403, MSG.accountBlocked);
  }

  /** Creates the user and its target-exam links in one transaction; a taken mobile is a 409. */
  async function createAccount(fields: NewUser, targetExamIds: string[]): Promise<UserRow> {
    await assertTargetExamsExist(db, targetExamIds);
    try {
      return await db.transaction(async (tx) => {
        const row = await insertUser(tx, fields);
        await replaceUserTargetExams(tx, row.id, targetExamIds);
        return row;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, MSG.mobileTaken);
      throw error;
    }
  }

  async function assertMobileFree(mobile: string) {
    if (await isMobileTaken(db, mobile)) throw new HttpError(409, MSG.mobileTaken);
  }

  async function requirePassword(row: UserRow, password: string | undefined, missing: string, wrong: string) {
    if (row.passwordHash === null) return;
    if (!password) throw new HttpError(400, missing);
    if (!(await verifyPassword(row.passwordHash, password))) throw new HttpError(400, wrong);
  }

  return {
    async signupWithPassword(body: StudentSignupBody): Promise<AuthResult> {
      await assertMobileFree(body.mobile);
      const row = await createAccount(
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
      await assertMobileFree(body.mobile);
      const row = await createAccount(
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

    async loginWithPassword(body: PasswordLoginBody): Promise<AuthResult> {
      const row = await findUserByMobile(db, body.mobile);
      if (!row || !(await verifyPassword(row.passwordHash, body.password))) {
        throw new HttpError(401, row && row.passwordHash === null ? MSG.passwordNotSet : MSG.invalidCredentials);
      }
      assertCanSignIn(row);
      return session(row);
    },

    async sendSignupOtp(details: SignupDetails) {
      await assertMobileFree(details.mobile);
      await assertTargetExamsExist(db, details.targetExams);
      return otp.issue(details.mobile, 'signup', {
        name: details.name,
        email: details.email,
        targetExams: details.targetExams,
      });
    },

    async verifySignupOtp(mobile: string, code: string): Promise<AuthResult> {
      await assertMobileFree(mobile);
      const { payload } = await otp.consume(mobile, 'signup', code);
      if (!payload) throw new HttpError(400, MSG.otpNotRequested);
      const row = await createAccount(
        { name: payload.name, mobile, email: payload.email, isMobileVerified: true },
        payload.targetExams,
      );
      return session(row);
    },

    async sendLoginOtp(mobile: string) {
      const row = await findUserByMobile(db, mobile);
      if (!row) throw new HttpError(404, MSG.noAccountForMobile);
      assertCanSignIn(row);
      return otp.issue(mobile, 'login');
    },

    async verifyLoginOtp(mobile: string, code: string): Promise<AuthResult> {
      const found = await findUserByMobile(db, mobile);
      if (!found) throw new HttpError(404, MSG.noAccountForMobile);
      assertCanSignIn(found);
      await otp.consume(mobile, 'login', code);
      const [row] = await db
        .update(users)
        .set({ isMobileVerified: true, updatedAt: clock.now() })
        .where(eq(users.id, found.id))
        .returning();
      return session(row ?? found);
    },

    async signInWithGoogle(credential: string): Promise<AuthResult> {
      if (!deps.google) throw new HttpError(503, MSG.googleNotConfigured);
      const identity = await deps.google.verify(credential);
      if (!identity) throw new HttpError(401, MSG.googleInvalid);
      const [linked] = await db.select().from(users).where(eq(users.googleId, identity.googleId)).limit(1);
      if (linked && !linked.deletedAt) {
        assertCanSignIn(linked);
        return session(linked);
      }
      if (identity.email && identity.emailVerified) {
        const [sameEmail] = await db
          .select()
          .from(users)
          .where(and(eq(users.email, identity.email), isNull(users.deletedAt)))
          .limit(1);
        if (sameEmail && sameEmail.googleId === null) {
          assertCanSignIn(sameEmail);
          const [row] = await db
            .update(users)
            .set({ googleId: identity.googleId, isEmailVerified: true, photo: sameEmail.photo ?? identity.photo })
            .where(eq(users.id, sameEmail.id))
            .returning();
          return session(row ?? sameEmail);
        }
      }
      const row = await createAccount(
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

    me: (row: UserRow) => toUserJson(db, row),

    async updateProfile(row: UserRow, body: ProfileBody) {
      await assertTargetExamsExist(db, body.targetExams);
      const updated = await db.transaction(async (tx) => {
        const [next] = await tx
          .update(users)
          .set({
            name: body.name,
            email: body.email,
            isEmailVerified: body.email === row.email ? row.isEmailVerified : false,
            dateOfBirth: body.dateOfBirth,
            gender: body.gender,
            address: body.address,
            educationQualification: body.educationQualification,
            updatedAt: clock.now(),
          })
          .where(eq(users.id, row.id))
          .returning();
        await replaceUserTargetExams(tx, row.id, body.targetExams);
        return next;
      });
      if (!updated) throw new HttpError(401, MSG.accountGone);
      return toUserJson(db, updated);
    },

    async changePassword(row: UserRow, body: ChangePasswordBody) {
      await requirePassword(row, body.currentPassword, MSG.currentPasswordRequired, MSG.currentPasswordWrong);
      const [updated] = await db
        .update(users)
        .set({
          passwordHash: await hashPassword(body.newPassword),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: clock.now(),
        })
        .where(eq(users.id, row.id))
        .returning();
      if (!updated) throw new HttpError(401, MSG.accountGone);
      return { token: await tokens.sign(updated.id, updated.tokenVersion) };
    },

    async updateNotificationSettings(row: UserRow, settings: NotificationSettings) {
      const [updated] = await db
        .update(users)
        .set({ notificationSettings: settings, updatedAt: clock.now() })
        .where(eq(users.id, row.id))
        .returning();
      if (!updated) throw new HttpError(401, MSG.accountGone);
      return toUserJson(db, updated);
    },

    async deleteAccount(row: UserRow, body: DeleteAccountBody) {
      await requirePassword(row, body.password, MSG.passwordRequired, MSG.passwordWrong);
      await deps.users.anonymise(row.id);
    },
  };
}

export type Auth = ReturnType<typeof makeAuth>;
