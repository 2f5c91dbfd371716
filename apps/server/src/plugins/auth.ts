import { MSG } from '@mockprep/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenHolder } from '../db/live-session';
import type { UserRow } from '../db/schema';
import { HttpError } from '../lib/http-error';
import { makeAdminGate } from './admin-gate';

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    /** The session of the request's token, beside `user`. */
    sessionId: string | null;
    /** The user id of the request's token (set by requireToken as well, which reads no user). */
    userId: string | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid token of a user that exists, is not deleted and not blocked. */
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: requireUser, and the user is an admin. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** onRequest hook: like requireUser when a token is sent, otherwise request.user stays null. */
    optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * onRequest hook: a token with a valid signature; its user is not read (request.user stays null). For a route
     * whose one statement checks the session itself (db/live-session) and that calls requireUser when it finds none.
     */
    requireToken(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The token after "Bearer ", or null. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * What the auth plugin is handed at registration: how to read a token, and how to find its user together with
 * whether its session is live (one query: every signed-in request pays for it).
 */
export type AuthLookup = {
  verifyToken(token: string): Promise<{ sub: string; sid: string } | null>;
  findUser(userId: string, sessionId: string): Promise<{ user: UserRow; sessionLive: boolean } | undefined>;
  /** Admin requests served at once (see admin-gate). */
  adminSlots: number;
};

async function verify(lookup: AuthLookup, request: FastifyRequest, token: string | null) {
  if (!token) throw new HttpError(401, MSG.loginRequiredForRoute);
  const claims = await lookup.verifyToken(token);
  if (!claims) throw new HttpError(401, MSG.sessionInvalid);
  request.userId = claims.sub;
  request.sessionId = claims.sid;
  return claims;
}

async function authenticate(lookup: AuthLookup, request: FastifyRequest, token: string | null): Promise<void> {
  const claims = await verify(lookup, request, token);
  const found = await lookup.findUser(claims.sub, claims.sid);
  if (!found || found.user.deletedAt) throw new HttpError(401, MSG.accountGone);
  // Blocked first: a blocked student learns why, although blocking has also ended their sessions.
  if (found.user.isBlocked) throw new HttpError(403, MSG.accountBlocked);
  if (!found.sessionLive) throw new HttpError(401, MSG.sessionExpired);
  request.user = found.user;
}

export const authPlugin = fp(async (app: FastifyInstance, lookup: AuthLookup) => {
  const adminGate = makeAdminGate(lookup.adminSlots);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('userId', null);

  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (token) await authenticate(lookup, request, token);
  });
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(lookup, request, bearer(request));
  });
  app.decorate('requireToken', async (request: FastifyRequest) => {
    await verify(lookup, request, bearer(request));
  });
  app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    if (request.user?.role !== 'admin') throw new HttpError(403, MSG.adminOnly);
    await adminGate(request, reply);
  });
});

/** The authenticated user of a route guarded by requireUser or requireAdmin. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, MSG.loginRequiredForRoute);
  return request.user;
}

/** Who a route guarded by requireToken serves: the user and session its token names, not yet read. */
export function tokenHolder(request: FastifyRequest): TokenHolder {
  if (!request.userId || !request.sessionId) throw new HttpError(401, MSG.loginRequiredForRoute);
  return { userId: request.userId, sessionId: request.sessionId };
}

/** The session of the token that authenticated a route guarded by requireUser or requireAdmin. */
export function currentSessionId(request: FastifyRequest): string {
  if (!request.sessionId) throw new HttpError(401, MSG.loginRequiredForRoute);
  return request.sessionId;
}
