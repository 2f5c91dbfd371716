import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { sessions, users } from './schema';

/** The student and session a token names, neither read yet: the values `liveSession` checks. */
export type TokenHolder = { userId: string; sessionId: string };

/**
 * What signing in checks of a token (its session not revoked, its user neither deleted nor blocked), as a condition
 * for a statement that checks it itself instead of reading the user first: the autosave, one statement for the saves
 * of many students, and the read of an attempt by its questions, submission and result.
 */
export const liveSessionOf = (userId: SQL | Placeholder, sessionId: SQL | Placeholder) => sql`exists (
  select 1 from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
  where ${sessions.id} = ${sessionId} and ${sessions.userId} = ${userId}
    and ${sessions.revokedAt} is null and ${users.deletedAt} is null and not ${users.isBlocked})`;

/** liveSessionOf the placeholders `userId` and `sessionId`. */
export const liveSession = liveSessionOf(sql.placeholder('userId'), sql.placeholder('sessionId'));
