import { AdminPasswordBody, EditUserForm, IdParams, IdsBody, USER_MSG } from '@mockprep/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { currentUser } from '../../plugins/auth';
import type { AdminUsers } from './admin-service';

const DeleteManyBody = IdsBody('userIds');

export const adminUserRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsers }> = async (app, { adminUsers }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get('/admin/users', async () => ok(await adminUsers.list()));
  app.delete('/admin/users/bulk', { schema: { body: DeleteManyBody } }, async (req) => {
    const deleted = await adminUsers.remove(currentUser(req), req.body.userIds);
    return ok({ deleted }, `Deleted ${deleted} user(s)`);
  });
  app.put('/admin/users/:id', { schema: { params: IdParams, body: EditUserForm } }, async (req) =>
    ok(await adminUsers.update(currentUser(req), req.params.id, req.body), USER_MSG.updated),
  );
  app.delete('/admin/users/:id', { schema: { params: IdParams } }, async (req) => {
    await adminUsers.remove(currentUser(req), [req.params.id]);
    return ok(null, USER_MSG.deleted);
  });
  app.put('/admin/users/:id/password', { schema: { params: IdParams, body: AdminPasswordBody } }, async (req) => {
    await adminUsers.setPassword(currentUser(req), req.params.id, req.body.newPassword);
    return ok(null, USER_MSG.passwordUpdated);
  });
};
