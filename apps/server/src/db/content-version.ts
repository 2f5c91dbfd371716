import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { prepared } from './prepared';
import { contentVersion } from './schema';

/** The content version now (see contentVersion in the schema), as a subquery to read beside other columns. */
export const contentVersionNow =
  sql<number>`(select ${contentVersion.version} from ${contentVersion} where ${contentVersion.id} = 1)`.mapWith(Number);

const versionNow = prepared((db, name) =>
  db.select({ version: contentVersion.version }).from(contentVersion).limit(1).prepare(name),
);

/** The content version now, on its own. */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await versionNow(db).execute();
  return row?.version ?? 0;
}
