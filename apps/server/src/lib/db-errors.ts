const code = (error: unknown) =>
  (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;

/** PostgreSQL's unique_violation, as thrown by either driver (directly or wrapped by drizzle). */
export const isUniqueViolation = (error: unknown) => code(error) === '23505';

/** PostgreSQL's deadlock_detected: the transaction was rolled back and can simply run again. */
export const isDeadlock = (error: unknown) => code(error) === '40P01';
