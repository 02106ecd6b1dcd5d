/** The audit trail's query: the shared list-query rules over this feature's filter. */
import type { AuditFilter } from '../../api/auditTrail/types';
import type { ListQuery } from '../shared/pagedList/listQuery';

/** 50 entries fill a screen; the next ones come while the person scrolls. */
export const AUDIT_PAGE_SIZE = 50;

/** Always newest first: the trail has no other order, so the sort stays empty. */
export type AuditSort = { field: string; direction: 'asc' | 'desc' };
export type AuditListQuery = ListQuery<AuditFilter, AuditSort>;
/** The filter bar's part (everything but the quick filter text). */
export type AuditBarFilter = Omit<AuditFilter, 'text'>;

export const EMPTY_AUDIT_QUERY: AuditListQuery = { filter: {} };

/** The list row's flat query string for one page of `query`. */
export function auditQueryString(query: AuditListQuery, offset: number, limit: number) {
  return { ...query.filter, offset, limit };
}
