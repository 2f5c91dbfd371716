import { MSG } from '@mockprep/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import type { Tokens } from '../modules/auth/tokens';
import { findUserById, type UserRow } from '../modules/users/repo';
import { HttpError } from './envelope';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid token of a user that exists, is not deleted and not blocked. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: requireUser, and the user is an admin. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: like requireUser when a token is sent, otherwise request.user stays null. */
    optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

async function authenticate(db: Db, tokens: Tokens, token: string): Promise<UserRow> {
  const claims = await tokens.verify(token);
  if (!claims) throw new HttpError(401, MSG.sessionInvalid);
  const user = await findUserById(db, claims.sub);
  if (!user || user.deletedAt) throw new HttpError(401, MSG.accountGone);
  if (user.tokenVersion !== claims.tv) throw new HttpError(401, MSG.sessionExpired);
  if (user.isBlocked) throw new HttpError(403, MSG.accountBlocked);
  return user;
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; tokens: Tokens }) => {
  app.decorateRequest('user', null);

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (token) request.user = await authenticate(opts.db, opts.tokens, token);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw new HttpError(401, MSG.loginRequiredForRoute);
    request.user = await authenticate(opts.db, opts.tokens, token);
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    if (request.user?.role !== 'admin') throw new HttpError(403, MSG.adminOnly);
  });
});

/** The authenticated user of a route guarded by requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, MSG.loginRequiredForRoute);
  return request.user;
}
