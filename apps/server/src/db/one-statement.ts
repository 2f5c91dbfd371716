import { type SQL, sql } from 'drizzle-orm';

/**
 * Data-modifying statements run as one (one round trip, atomic): all but the last as CTEs of the last, which
 * PostgreSQL runs on one snapshot.
 */
export function oneStatement(statements: [SQL, ...SQL[]]): SQL {
  const last = statements.at(-1) as SQL;
  const ctes = statements.slice(0, -1).map((statement, i) => sql`${sql.raw(`part_${i}`)} as (${statement})`);
  return ctes.length === 0 ? last : sql`with ${sql.join(ctes, sql`, `)} ${last}`;
}
