type ErrorLike = { code?: string; message?: string; cause?: unknown; query?: string };

/** The error and those it wraps (drizzle wraps the driver's error as `cause`). */
function chain(error: unknown): ErrorLike[] {
  const errors: ErrorLike[] = [];
  for (let e = error; e && typeof e === 'object' && errors.length < 5; e = (e as ErrorLike).cause) {
    errors.push(e as ErrorLike);
  }
  return errors;
}

/** PostgreSQL's unique_violation, as thrown by either driver (directly or wrapped by drizzle). */
export const isUniqueViolation = (error: unknown) => chain(error).some((e) => e.code === '23505');

/** PostgreSQL's deadlock_detected: the transaction was rolled back and can simply run again. */
export const isDeadlock = (error: unknown) => chain(error).some((e) => e.code === '40P01');

/**
 * Socket errors, class 08 (connection exception), a statement cancelled by its timeout, admin or crash shutdown,
 * too many connections.
 */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
const UNAVAILABLE_SQLSTATE = /^(08...|57014|57P0[123]|53300)$/;
// pg-pool's own message when no connection of the pool came free in time.
const UNAVAILABLE_MESSAGE =
  /connection terminated|connection timeout|connection error|not queryable|timeout exceeded when trying to connect/i;

/** The database cannot be reached or dropped the connection (a restart, a failover, pg_terminate_backend). */
export const isDatabaseUnavailable = (error: unknown) =>
  chain(error).some(
    (e) =>
      (e.code !== undefined && (UNAVAILABLE_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code))) ||
      UNAVAILABLE_MESSAGE.test(e.message ?? ''),
  );

/**
 * What may be logged of an error: drizzle's message carries the query's parameters (password hashes among them)
 * and the driver's `detail` the values of a violated key, so only the query text, codes and messages are kept.
 */
export function loggableError(error: unknown) {
  return chain(error).map((e) => ({
    type: (e as Error).constructor?.name,
    code: e.code,
    message: e.query ? undefined : e.message,
    query: e.query,
  }));
}
