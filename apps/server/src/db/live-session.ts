import { sql } from 'drizzle-orm';
import { sessions, users } from './schema';

/** The student and session a token names, neither read yet: the values `liveSession` checks. */
export type TokenHolder = { userId: string; sessionId: string };

/**
 * What signing in checks of a token (its session not revoked, its user neither deleted nor blocked), as a condition
 * for a statement that checks it itself instead of reading the user first: the autosave, one statement per save,
 * and the read of an attempt by its questions, submission and result. Placeholders `userId` and `sessionId`.
 */
export const liveSession = sql`exists (
  select 1 from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
  where ${sessions.id} = ${sql.placeholder('sessionId')} and ${sessions.userId} = ${sql.placeholder('userId')}
    and ${sessions.revokedAt} is null and ${users.deletedAt} is null and not ${users.isBlocked})`;
