import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { contentVersion } from './schema';

/** The content version now (see contentVersion in the schema), as a subquery to read beside other columns. */
export const contentVersionNow =
  sql<number>`(select ${contentVersion.version} from ${contentVersion} where ${contentVersion.id} = 1)`.mapWith(Number);

/** The content version now, on its own. */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentVersion.version }).from(contentVersion).limit(1);
  return row?.version ?? 0;
}
