import {
  type AdminUserFilters,
  DEFAULT_NOTIFICATION_SETTINGS,
  type PageQuery,
  type TargetExamRef,
} from '@mockprep/contract';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countMatching, keyset, searchIn } from '../../db/paging';
import { prepared } from '../../db/prepared';
import { sessions, targetExams, type UserRow, users, userTargetExams } from '../../db/schema';
import { newId } from '../../lib/ids';

export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'notificationSettings'>;
export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id'>>;

/**
 * The user of a token and whether its session is live, in one round trip (every authenticated request runs it).
 * Undefined when no such user exists.
 */
const userWithSession = prepared((db, name) =>
  db
    .select({ user: users, sessionLive: sql<boolean>`${sessions.id} is not null` })
    .from(users)
    .leftJoin(
      sessions,
      and(eq(sessions.id, sql.placeholder('sessionId')), eq(sessions.userId, users.id), isNull(sessions.revokedAt)),
    )
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare(name),
);

export async function findUserWithSession(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<{ user: UserRow; sessionLive: boolean } | undefined> {
  const [row] = await userWithSession(db).execute({ userId, sessionId });
  return row;
}

export async function insertSession(db: Db, userId: string, now: Date): Promise<string> {
  const id = newId();
  await db.insert(sessions).values({ id, userId, createdAt: now });
  return id;
}

/** Revokes one session of the user; a session already revoked stays as it was. */
export async function revokeSession(db: Db, userId: string, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the user: each token issued so far stops working. */
export async function revokeAllSessions(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The account (not deleted) whose `column` holds `value`. */
async function findActiveBy(
  db: Db,
  column: typeof users.id | typeof users.mobile | typeof users.email,
  value: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(column, value), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** True once any account exists, deleted ones included. */
export async function anyUserExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

export const findActiveUser = (db: Db, id: string) => findActiveBy(db, users.id, id);
export const findUserByMobile = (db: Db, mobile: string) => findActiveBy(db, users.mobile, mobile);
export const findUserByEmail = (db: Db, email: string) => findActiveBy(db, users.email, email);

/** The account linked to a Google identity, deleted or not. */
export async function findUserByGoogleId(db: Db, googleId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
  return row;
}

const filtered = (filters: AdminUserFilters): (SQL | undefined)[] => [
  isNull(users.deletedAt),
  searchIn(filters.search, users.name, users.mobile),
  filters.role ? eq(users.role, filters.role) : undefined,
  filters.status ? eq(users.isBlocked, filters.status === 'blocked') : undefined,
];

/**
 * The user's target exams in their order, read within the same query as the user. Written out in full: drizzle
 * leaves the columns of a one-table select unqualified, and the outer `id` must not be read as the exam's.
 */
const targetExamsOf = sql<TargetExamRef[]>`coalesce((
  select json_agg(json_build_object('_id', te.id, 'name', te.name) order by ute.position)
  from user_target_exams ute join target_exams te on te.id = ute.target_exam_id
  where ute.user_id = "users"."id"
), '[]'::json)`;

/** One page of the accounts that are not deleted, newest first, with their target exams, with one row more. */
export async function listActiveUsers(db: Db, filters: AdminUserFilters, page: PageQuery) {
  const { after, order, limit } = keyset(users.id, page);
  return db
    .select({ id: users.id, user: users, targetExams: targetExamsOf })
    .from(users)
    .where(and(...filtered(filters), after))
    .orderBy(order)
    .limit(limit);
}

/** How many accounts that are not deleted match the filters (a search counts up to its cap). */
export const countActiveUsers = (db: Db, filters: AdminUserFilters): Promise<number> =>
  countMatching(
    db,
    db
      .select({ id: users.id })
      .from(users)
      .where(and(...filtered(filters)))
      .$dynamic(),
    filters.search,
  );

/** The ids among `ids` of accounts that are not deleted. */
export async function activeUserIds(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}

export async function insertUser(db: Db, fields: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS }, ...fields })
    .returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function updateUser(db: Db, id: string, patch: UserPatch): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
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

/** The student's target exams in their order. */
export async function targetExamsOfUser(db: Db, userId: string): Promise<TargetExamRef[]> {
  return db
    .select({ _id: targetExams.id, name: targetExams.name })
    .from(userTargetExams)
    .innerJoin(targetExams, eq(targetExams.id, userTargetExams.targetExamId))
    .where(eq(userTargetExams.userId, userId))
    .orderBy(asc(userTargetExams.position));
}

/** Personal data goes and the mobile number is freed; the row stays for payments. */
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
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
