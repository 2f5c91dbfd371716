import { z } from 'zod';
import { Page, PageQuery } from '../schemas/paging';

/** The kinds of record an admin changes, as the audit log names them. */
export const AUDIT_ENTITY_TYPES = ['user', 'mock-test', 'question', 'target-exam', 'promo-code', 'export'] as const;
export const AuditEntityType = z.enum(AUDIT_ENTITY_TYPES, { error: 'Unknown record type' });
export type AuditEntityType = z.infer<typeof AuditEntityType>;

/** Every admin action the log records: `<record type>.<verb>`. */
export const AUDIT_ACTIONS = [
  'user.update',
  'user.delete',
  'user.password-reset',
  'mock-test.create',
  'mock-test.update',
  'mock-test.delete',
  'mock-test.bulk-create',
  'mock-test.bulk-delete',
  'question.create',
  'question.update',
  'question.delete',
  'question.bulk-upload',
  'question.bulk-delete',
  'question.bulk-assign',
  'target-exam.create',
  'target-exam.update',
  'target-exam.delete',
  'target-exam.bulk-delete',
  'target-exam.reorder',
  'target-exam.sequences',
  'target-exam.bulk-create',
  'promo-code.create',
  'promo-code.update',
  'promo-code.delete',
  'export.users',
  'export.payments',
  'export.results',
] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS, { error: 'Unknown action' });
export type AuditAction = z.infer<typeof AuditAction>;

export const AUDIT_MSG = {
  badDate: 'Dates must be ISO date-times between 2000 and 2100',
  badRange: 'The "from" date must not be after the "to" date',
  badId: 'Invalid id',
} as const;

/** A date-time filter of a list (`from`, `to`): ISO with an offset, between 2000 and 2100. */
export const InstantFilter = z.iso
  .datetime({ offset: true, error: AUDIT_MSG.badDate })
  .transform((v) => new Date(v))
  .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 2100, AUDIT_MSG.badDate);
const uuid = z.uuid({ error: AUDIT_MSG.badId });

/** Filters of `GET /api/admin/audit-log`, and its page (see PageQuery). */
export const AuditLogQuery = z
  .object({
    entityType: AuditEntityType.optional(),
    action: AuditAction.optional(),
    actorId: uuid.optional(),
    entityId: uuid.optional(),
    from: InstantFilter.optional(),
    to: InstantFilter.optional(),
  })
  .extend(PageQuery.shape)
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_MSG.badRange, path: ['from'] });
export type AuditLogQuery = z.input<typeof AuditLogQuery>;
export type AuditLogFilters = z.output<typeof AuditLogQuery>;

export const AuditEntry = z
  .object({
    _id: z.string(),
    actor: z.object({ _id: z.string().nullable(), name: z.string(), mobile: z.string().nullable() }),
    action: z.string(),
    entityType: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    details: z.unknown(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogPage = Page(AuditEntry).meta({ id: 'AuditLogPage' });
export type AuditLogPage = z.infer<typeof AuditLogPage>;
