import { DEFAULT_NOTIFICATION_SETTINGS, MSG, type User } from '@mockprep/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { targetExams, type UserRow, users, userTargetExams } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'notificationSettings'>;

const EMPTY_ADDRESS = { street: '', city: '', state: '', country: '', postalCode: '' };

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function isMobileTaken(db: Db, mobile: string): Promise<boolean> {
  return (await findUserByMobile(db, mobile)) !== undefined;
}

export async function insertUser(db: Db, fields: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS }, ...fields })
    .returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

/** Throws the contract's message unless every id names an existing target exam. */
export async function assertTargetExamsExist(db: Db, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db.select({ id: targetExams.id }).from(targetExams).where(inArray(targetExams.id, unique));
  if (found.length !== unique.length) throw new HttpError(400, MSG.targetExamUnknown);
}

export async function replaceUserTargetExams(db: Db, userId: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.delete(userTargetExams).where(eq(userTargetExams.userId, userId));
  if (unique.length > 0) {
    await db
      .insert(userTargetExams)
      .values(unique.map((targetExamId, position) => ({ userId, targetExamId, position })));
  }
}

/** Personal data goes, the mobile number is freed and every token dies; the row stays for payments. */
export async function anonymiseUserRow(tx: Db, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({
      name: 'Deleted User',
      mobile: null,
      email: null,
      passwordHash: null,
      photo: null,
      googleId: null,
      dateOfBirth: null,
      address: null,
      deletedAt: now,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function toUserJson(db: Db, row: UserRow): Promise<User> {
  const exams = await db
    .select({ _id: targetExams.id, name: targetExams.name })
    .from(userTargetExams)
    .innerJoin(targetExams, eq(targetExams.id, userTargetExams.targetExamId))
    .where(eq(userTargetExams.userId, row.id))
    .orderBy(asc(userTargetExams.position));
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
  };
}
