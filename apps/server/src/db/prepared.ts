import type { Db } from './client';

/**
 * A query built once per database handle instead of on every call (drizzle's SQL building cost more CPU than
 * the round trip on the hottest paths); its values are `sql.placeholder`s given at execution. Prepared under the
 * empty name, which PostgreSQL's protocol reserves for the unnamed statement: nothing stays on the connection,
 * so PgBouncer's transaction pooling is safe.
 */
export function prepared<Query>(build: (db: Db, name: string) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db, '');
      built.set(db, query);
    }
    return query;
  };
}
