import type { AuditLogFilters } from '@mockprep/contract';
import { and, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { keyset } from '../../db/paging';
import { type AuditLogRow, auditLog } from '../../db/schema';
import { newId } from '../../lib/ids';

export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id'>;

export async function insertAuditEntry(db: Db, values: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values({ id: newId(), ...values });
}

/** One page, newest first, with one row more (see db/paging's keyset). */
export async function listAuditEntries(db: Db, filters: AuditLogFilters): Promise<AuditLogRow[]> {
  const page = keyset(auditLog.id, filters);
  const entityType = filters.entityType ?? filters.action?.split('.')[0];
  const where: (SQL | undefined)[] = [
    // An action names its record type too, so both filters use the (entity_type, action) index.
    entityType ? eq(auditLog.entityType, entityType) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.actorId ? eq(auditLog.actorId, filters.actorId) : undefined,
    filters.entityId ? eq(auditLog.entityId, filters.entityId) : undefined,
    filters.from ? gte(auditLog.createdAt, filters.from) : undefined,
    filters.to ? lte(auditLog.createdAt, filters.to) : undefined,
    page.after,
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(page.order)
    .limit(page.limit);
}
