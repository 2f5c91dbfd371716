import { DEFAULT_NOTIFICATION_SETTINGS, MSG, type TargetExamRef, type User } from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-error';
import type { Leaderboard } from '../leaderboard/service';
import type { TargetExams } from '../target-exams/service';
import {
  anonymiseUserRow,
  anyUserExists,
  findUserByEmail,
  findUserByGoogleId,
  findUserByMobile,
  findUserWithSession,
  insertSession,
  insertUser,
  type NewUser,
  replaceUserTargetExams,
  revokeAllSessions,
  revokeSession,
  targetExamsOfUser,
  type UserPatch,
  updateUser,
} from './repo';

/** More work for the same transaction as a change (the audit log's entry), so that both happen or neither. */
export type AlsoInTransaction<T = void> = (tx: Db, result: T) => Promise<void>;

const EMPTY_ADDRESS = { street: '', city: '', state: '', country: '', postalCode: '' };

/** The user as the API sends it, given their target exams in order. */
export function userJson(row: UserRow, exams: TargetExamRef[]): User {
  return {
    _id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    role: row.role,
    photo: row.photo,
    isBlocked: row.isBlocked,
    targetExam: exams[0]?._id ?? null,
    targetExams: exams,
    dateOfBirth: row.dateOfBirth,
    gender: row.gender,
    address: { ...EMPTY_ADDRESS, ...row.address },
    educationQualification: row.educationQualification,
    isEmailVerified: row.isEmailVerified,
    isMobileVerified: row.isMobileVerified,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt.toISOString(),
    notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...row.notificationSettings },
    language: row.language,
  };
}

export function makeUsers(deps: { db: Db; clock: Clock; leaderboard: Leaderboard; targetExams: TargetExams }) {
  const { db, clock, leaderboard, targetExams } = deps;

  return {
    /** True once any account exists, deleted ones included. */
    anyExists: (): Promise<boolean> => anyUserExists(db),
    /** The user of a token and whether its session is still live: one query, run by every signed-in request. */
    findWithSession: (userId: string, sessionId: string) => findUserWithSession(db, userId, sessionId),
    /** The account (not deleted) with this mobile number. */
    findByMobile: (mobile: string): Promise<UserRow | undefined> => findUserByMobile(db, mobile),
    /** The account linked to this Google identity, deleted or not. */
    findByGoogleId: (googleId: string): Promise<UserRow | undefined> => findUserByGoogleId(db, googleId),
    /** An account (not deleted) with this email. */
    findByEmail: (email: string): Promise<UserRow | undefined> => findUserByEmail(db, email),

    /** Creates the user and its target-exam links (checked first) in one transaction; a taken mobile is a 409. */
    async create(fields: NewUser, targetExamIds: string[]): Promise<UserRow> {
      await targetExams.assertExist(targetExamIds);
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
    },

    /**
     * Updates the account; with `targetExamIds` (checked first) its target exams are replaced in the same
     * transaction. Blocking ends every session, so unblocking later revives none. Undefined when the account
     * is gone.
     */
    async update(
      id: string,
      patch: UserPatch,
      targetExamIds?: string[],
      also?: AlsoInTransaction<UserRow | undefined>,
    ): Promise<UserRow | undefined> {
      if (!targetExamIds && !patch.isBlocked && !also) return updateUser(db, id, patch);
      if (targetExamIds) await targetExams.assertExist(targetExamIds);
      return db.transaction(async (tx) => {
        const row = await updateUser(tx, id, patch);
        if (targetExamIds) await replaceUserTargetExams(tx, id, targetExamIds);
        if (patch.isBlocked) await revokeAllSessions(tx, id, clock.now());
        await also?.(tx, row);
        return row;
      });
    },

    /** Sets a new password hash and signs the account out everywhere. */
    setPasswordHash: (id: string, passwordHash: string, also?: AlsoInTransaction): Promise<UserRow | undefined> =>
      db.transaction(async (tx) => {
        const now = clock.now();
        await revokeAllSessions(tx, id, now);
        const row = await updateUser(tx, id, { passwordHash, updatedAt: now });
        await also?.(tx);
        return row;
      }),

    /** A new session for a sign-in; its id goes into the token. */
    startSession: (userId: string): Promise<string> => insertSession(db, userId, clock.now()),
    /** Ends one session (log out on this device). */
    endSession: (userId: string, sessionId: string): Promise<void> => revokeSession(db, userId, sessionId, clock.now()),
    /** Ends every session of the user (log out of all devices). */
    endAllSessions: (userId: string): Promise<void> => revokeAllSessions(db, userId, clock.now()),

    /**
     * Deletes an account by anonymising it: personal data goes, the mobile number is freed, every session ends,
     * and the student's attempts leave the rankings. Payments stay for the accounts, without a name attached.
     */
    async anonymise(userId: string, also?: AlsoInTransaction): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await replaceUserTargetExams(tx, userId, []);
        await leaderboard.uncountUser(tx, userId);
        await anonymiseUserRow(tx, userId, now);
        await revokeAllSessions(tx, userId, now);
        await also?.(tx);
      });
    },

    /** The user as the API sends it (one query for their target exams). */
    toJson: async (row: UserRow, conn: Db = db): Promise<User> => userJson(row, await targetExamsOfUser(conn, row.id)),
  };
}

export type Users = ReturnType<typeof makeUsers>;
