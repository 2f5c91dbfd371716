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

/** The server's filters: the whole of each IST day chosen. */
export const auditFilters = (filters: AuditFilters) => ({
  entityType: filters.entityType,
  action: filters.action,
  actorId: filters.actorId,
  from: filters.from && `${filters.from}T00:00:00.000+05:30`,
  to: filters.to && `${filters.to}T23:59:59.999+05:30`,
});
