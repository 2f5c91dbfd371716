import type { Db } from './client';

let statements = 0;

/**
 * A query built once per database handle instead of on every call (drizzle's SQL building cost more CPU than
 * the round trip on the hottest paths); its values are `sql.placeholder`s given at execution. Each is a named
 * statement: PostgreSQL parses it once per connection instead of on every execution, which halved its CPU per
 * autosave. PgBouncer in transaction mode maps named statements onto its server connections when
 * `max_prepared_statements` is set (README, production layout).
 */
export function prepared<Query>(build: (db: Db, name: string) => Query): (db: Db) => Query {
  statements += 1;
  const name = `mockprep_${statements}`;
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db, name);
      built.set(db, query);
    }
    return query;
  };
}
