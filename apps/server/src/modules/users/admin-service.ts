import {
  type AdminUserFilters,
  type AdminUserPage,
  type AdminUsersQuery,
  type EditUserInput,
  SELF_PROTECTION_MSG,
  USER_MSG,
  type User,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { firstPageTotal, inBatches, pageOf } from '../../lib/paging';
import type { AuditLog } from '../audit-log/service';
import { assertPasswordNotCommon } from '../auth/common-passwords';
import { hashPassword } from '../auth/passwords';
import { activeUserIds, countActiveUsers, findActiveUser, listActiveUsers } from './repo';
import { type Users, userJson } from './service';

/** Each write is recorded in the audit log in the transaction of the change: a refused or failed one records nothing. */
export function makeAdminUsers(deps: { db: Db; clock: Clock; users: Users; audit: AuditLog }) {
  const { db, clock, users, audit } = deps;

  async function find(id: string): Promise<UserRow> {
    const row = await findActiveUser(db, id);
    if (!row) throw new HttpError(404, USER_MSG.notFound);
    return row;
  }

  return {
    /** A page of accounts with the count of all that match: two queries whatever the page size. */
    async list(query: AdminUsersQuery): Promise<AdminUserPage> {
      const [found, counted] = await Promise.all([
        listActiveUsers(db, query, query),
        firstPageTotal(query, () => countActiveUsers(db, query)),
      ]);
      const { rows, nextCursor } = pageOf(found, query);
      return { entries: rows.map((row) => userJson(row.user, row.targetExams)), nextCursor, ...counted };
    },

    /** Every matching account, newest first, in batches (the CSV export). */
    async *batches(filters: AdminUserFilters): AsyncGenerator<User[]> {
      for await (const rows of inBatches((page) => listActiveUsers(db, filters, page))) {
        yield rows.map((row) => userJson(row.user, row.targetExams));
      }
    },

    /** Name, email, target exams, role and block; an admin cannot block or demote themselves. Takes effect at once. */
    async update(admin: UserRow, id: string, input: EditUserInput): Promise<User> {
      if (id === admin.id && input.isBlocked) throw new HttpError(400, SELF_PROTECTION_MSG.block);
      if (id === admin.id && input.role !== 'admin') throw new HttpError(400, SELF_PROTECTION_MSG.demote);
      const current = await find(id);
      const before = await users.toJson(current);
      const row = await users.update(
        id,
        {
          name: input.name,
          email: input.email,
          isEmailVerified: input.email === current.email ? current.isEmailVerified : false,
          role: input.role,
          isBlocked: input.isBlocked,
          updatedAt: clock.now(),
        },
        input.targetExams,
        async (tx, updated) => {
          const after = await users.toJson(updated as UserRow, tx);
          await audit.record(admin, { action: 'user.update', entityId: id, before, after }, tx);
        },
      );
      return users.toJson(row as UserRow);
    },

    async remove(admin: UserRow, ids: string[]): Promise<number> {
      if (ids.includes(admin.id)) throw new HttpError(400, SELF_PROTECTION_MSG.delete);
      const found = await activeUserIds(db, ids);
      if (found.length === 0) throw new HttpError(404, USER_MSG.notFound);
      for (const id of found) {
        const before = await users.toJson(await find(id));
        await users.anonymise(id, (tx) => audit.record(admin, { action: 'user.delete', entityId: id, before }, tx));
      }
      return found.length;
    },

    /** Sets a new password and signs the user out everywhere. */
    async setPassword(admin: UserRow, id: string, newPassword: string): Promise<void> {
      assertPasswordNotCommon(newPassword, 'newPassword');
      await find(id);
      await users.setPasswordHash(id, await hashPassword(newPassword), (tx) =>
        audit.record(admin, { action: 'user.password-reset', entityId: id }, tx),
      );
    },
  };
}

export type AdminUsers = ReturnType<typeof makeAdminUsers>;
