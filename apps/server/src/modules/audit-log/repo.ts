import type { AuditLogFilters } from '@mockprep/contract';
import { and, desc, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type AuditLogRow, auditLog } from '../../db/schema';
import { newId } from '../../lib/ids';

export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id'>;

export async function insertAuditEntry(db: Db, values: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({ id: newId(), ...values });
}

/** One page, newest first (ids are time-ordered uuid v7), after the entry `cursor` when given; one row extra tells whether more follow. */
export async function listAuditEntries(db: Db, filters: AuditLogFilters): Promise<AuditLogRow[]> {
  const entityType = filters.entityType ?? filters.action?.split('.')[0];
  const where: (SQL | undefined)[] = [
    // An action names its record type too, so both filters use the (entity_type, action) index.
    entityType ? eq(auditLog.entityType, entityType) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.from ? gte(auditLog.createdAt, filters.from) : undefined,
    filters.to ? lte(auditLog.createdAt, filters.to) : undefined,
    filters.cursor ? lt(auditLog.id, filters.cursor) : undefined,
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(filters.limit + 1);
}
