import type { AuditAction, AuditEntry, AuditLogFilters, AuditLogPage } from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { AuditLogRow, UserRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { pageOf } from '../../lib/paging';
import { insertAuditEntry, listAuditEntries } from './repo';

/** Keys never written to the log, at any depth: secrets stay out of it even when a snapshot carries them. */
const SECRET_KEY = /password|secret|token|otp|hash/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value ?? null;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, v]) => [key, withoutSecrets(v)]),
  );
}

/** The admin making a change; null for the demo seeder, whose loading is not an admin action and is not logged. */
export type Actor = UserRow | null;

export type AuditRecord = {
  action: AuditAction;
  /** The record changed; none for a bulk action, whose ids and count go in `details`. */
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  details?: unknown;
};

const toJson = (row: AuditLogRow): AuditEntry => ({
  _id: row.id,
  actor: { _id: row.actorId, name: row.actorName, mobile: row.actorMobile },
  action: row.action,
  entityType: row.entityType,
  entityId: row.entityId,
  before: row.before,
  after: row.after,
  details: row.details,
  createdAt: row.createdAt.toISOString(),
});

export function makeAuditLog(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /**
     * Records an admin's write. Pass the transaction of the change where there is one, so that a change rolled
     * back leaves no entry.
     */
    async record(actor: Actor, entry: AuditRecord, tx: Db = db): Promise<void> {
      if (!actor) return;
      await insertAuditEntry(tx, {
        actorId: actor.id,
        actorName: actor.name,
        actorMobile: actor.mobile,
        action: entry.action,
        entityType: entry.action.split('.')[0] as string,
        entityId: entry.entityId ?? null,
        before: withoutSecrets(entry.before),
        after: withoutSecrets(entry.after),
        details: withoutSecrets(entry.details),
        createdAt: clock.now(),
      });
    },

    async list(filters: AuditLogFilters): Promise<AuditLogPage> {
      const { rows, nextCursor } = pageOf(await listAuditEntries(db, filters), filters);
      return { entries: rows.map(toJson), nextCursor };
    },
  };
}

export type AuditLog = ReturnType<typeof makeAuditLog>;
