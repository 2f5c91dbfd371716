import type { AuditAction, AuditEntityType } from '@mockprep/contract';

/** What the admin picked; dates are the calendar days (YYYY-MM-DD) of the date inputs, read in IST. */
export type AuditFilters = {
  entityType: AuditEntityType | '';
  action: AuditAction | '';
  actorId: string;
  from: string;
  to: string;
};

export const NO_FILTERS: AuditFilters = { entityType: '', action: '', actorId: '', from: '', to: '' };

export const isFiltered = (filters: AuditFilters) => Object.values(filters).some(Boolean);

export const AUDIT_PAGE_SIZE = 50;

/** The query string of one page: the whole of each IST day chosen, and the cursor of the page before. */
export function auditQuery(filters: AuditFilters, cursor?: string): string {
  const params = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE) });
  if (filters.entityType) params.set('entityType', filters.entityType);
  if (filters.action) params.set('action', filters.action);
  if (filters.actorId) params.set('actorId', filters.actorId);
  if (filters.from) params.set('from', `${filters.from}T00:00:00.000+05:30`);
  if (filters.to) params.set('to', `${filters.to}T23:59:59.999+05:30`);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
