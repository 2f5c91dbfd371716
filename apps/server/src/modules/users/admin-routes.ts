import {
  AdminPasswordBody,
  AdminUserPage,
  AdminUsersQuery,
  DeletedCount,
  EditUserForm,
  IdParams,
  IdsBody,
  USER_MSG,
  User,
} from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { routeDocs } from '../../lib/route-docs';
import { currentUser } from '../../plugins/auth';
import type { AdminUsers } from './admin-service';

const DeleteManyBody = IdsBody('userIds', 'users');
const doc = routeDocs('Admin: users');

export const adminUserRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsers }> = async (app, { adminUsers }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/users',
    {
      schema: {
        querystring: AdminUsersQuery,
        ...doc({
          operationId: 'adminListUsers',
          summary: 'Users, newest first',
          description:
            "Accounts that are not deleted, with their target exams; `search` matches the name or mobile, `role` and `status` (active or blocked) filter. Pages of at most `limit`, with the `total` matching on the first page; pass the last page's `nextCursor` as `cursor` for the next one.",
          access: 'admin',
          data: AdminUserPage,
        }),
      },
    },
    async (req) => ok(await adminUsers.list(req.query)),
  );
  app.delete(
    '/admin/users/bulk',
    {
      schema: {
        body: DeleteManyBody,
        ...doc({
          operationId: 'adminBulkDeleteUsers',
          summary: 'Delete many users',
          description:
            'The account is anonymised: its personal data is erased. An admin cannot delete their own account (400).',
          access: 'admin',
          data: DeletedCount,
          errors: [404],
        }),
      },
    },
    async (req) => {
      const deleted = await adminUsers.remove(currentUser(req), req.body.userIds);
      return ok({ deleted }, `Deleted ${deleted} user(s)`);
    },
  );
  app.put(
    '/admin/users/:id',
    {
      schema: {
        params: IdParams,
        body: EditUserForm,
        ...doc({
          operationId: 'adminUpdateUser',
          summary: 'Edit a user',
          description: 'Takes effect at once. An admin cannot block or demote themselves (400).',
          access: 'admin',
          data: User,
          errors: [404, 409],
        }),
      },
    },
    async (req) => ok(await adminUsers.update(currentUser(req), req.params.id, req.body), USER_MSG.updated),
  );
  app.delete(
    '/admin/users/:id',
    {
      schema: {
        params: IdParams,
        ...doc({
          operationId: 'adminDeleteUser',
          summary: 'Delete a user',
          access: 'admin',
          data: z.null(),
          errors: [404],
        }),
      },
    },
    async (req) => {
      await adminUsers.remove(currentUser(req), [req.params.id]);
      return ok(null, USER_MSG.deleted);
    },
  );
  app.put(
    '/admin/users/:id/password',
    {
      schema: {
        params: IdParams,
        body: AdminPasswordBody,
        ...doc({
          operationId: 'adminSetUserPassword',
          summary: "Set a user's password",
          description: 'Signs the user out everywhere.',
          access: 'admin',
          data: z.null(),
          errors: [404],
        }),
      },
    },
    async (req) => {
      await adminUsers.setPassword(currentUser(req), req.params.id, req.body.newPassword);
      return ok(null, USER_MSG.passwordUpdated);
    },
  );
};
