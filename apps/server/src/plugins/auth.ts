import { MSG } from '@mockprep/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';

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

/** The token after "Bearer ", or null. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/** What the auth plugin is handed at registration: how to read a token and how to find its user. */
export type AuthLookup = {
  verifyToken(token: string): Promise<{ sub: string; tv: number } | null>;
  findUser(id: string): Promise<UserRow | undefined>;
};

async function authenticate(lookup: AuthLookup, token: string): Promise<UserRow> {
  const claims = await lookup.verifyToken(token);
  if (!claims) throw new HttpError(401, MSG.sessionInvalid);
  const user = await lookup.findUser(claims.sub);
  if (!user || user.deletedAt) throw new HttpError(401, MSG.accountGone);
  if (user.tokenVersion !== claims.tv) throw new HttpError(401, MSG.sessionExpired);
  if (user.isBlocked) throw new HttpError(403, MSG.accountBlocked);
  return user;
}

export const authPlugin = fp(async (app: FastifyInstance, lookup: AuthLookup) => {
  app.decorateRequest('user', null);

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (token) request.user = await authenticate(lookup, token);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (!token) throw new HttpError(401, MSG.loginRequiredForRoute);
    request.user = await authenticate(lookup, token);
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
