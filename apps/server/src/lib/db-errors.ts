/** PostgreSQL's unique_violation, as thrown by either driver (directly or wrapped by drizzle). */
export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';
