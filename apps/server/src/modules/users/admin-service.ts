import { type EditUserInput, SELF_PROTECTION_MSG, type User } from '@mockprep/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../auth/passwords';
import { assertTargetExamsExist, replaceUserTargetExams, toUserJson } from './repo';
import type { Users } from './service';

const NOT_FOUND = 'User not found';

export function makeAdminUsers(deps: { db: Db; clock: Clock; users: Users }) {
  const { db, clock } = deps;

  async function find(id: string): Promise<UserRow> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .limit(1);
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  return {
    async list(): Promise<User[]> {
      const rows = await db.select().from(users).where(isNull(users.deletedAt)).orderBy(desc(users.createdAt));
      return Promise.all(rows.map((row) => toUserJson(db, row)));
    },

    /** Name, email, target exams, role and block; an admin cannot block or demote themselves. Takes effect at once. */
    async update(admin: UserRow, id: string, input: EditUserInput): Promise<User> {
      if (id === admin.id && input.isBlocked) throw new HttpError(400, SELF_PROTECTION_MSG.block);
      if (id === admin.id && input.role !== 'admin') throw new HttpError(400, SELF_PROTECTION_MSG.demote);
      const current = await find(id);
      await assertTargetExamsExist(db, input.targetExams);
      const row = await db.transaction(async (tx) => {
        const [next] = await tx
          .update(users)
          .set({
            name: input.name,
            email: input.email,
            isEmailVerified: input.email === current.email ? current.isEmailVerified : false,
            role: input.role,
            isBlocked: input.isBlocked,
            updatedAt: clock.now(),
          })
          .where(eq(users.id, id))
          .returning();
        await replaceUserTargetExams(tx, id, input.targetExams);
        return next as UserRow;
      });
      return toUserJson(db, row);
    },

    async remove(admin: UserRow, ids: string[]): Promise<number> {
      if (ids.includes(admin.id)) throw new HttpError(400, SELF_PROTECTION_MSG.delete);
      const found = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
      if (found.length === 0) throw new HttpError(404, NOT_FOUND);
      for (const { id } of found) await deps.users.anonymise(id);
      return found.length;
    },

    /** Sets a new password and signs the user out everywhere. */
    async setPassword(id: string, newPassword: string): Promise<void> {
      await find(id);
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(newPassword),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          updatedAt: clock.now(),
        })
        .where(eq(users.id, id));
    },
  };
}

export type AdminUsers = ReturnType<typeof makeAdminUsers>;
