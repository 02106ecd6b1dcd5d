import { fromPromise } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type {
  AuditEntry,
  AuditEntrySummary,
  AuditExportRequest,
  AuditOperationOption,
} from '../../api/auditTrail/types';
import type { PageRequest, PageResult } from '../shared/pagedList/pagedListMachine';
import { type AuditListQuery, auditQueryString } from './auditQuery';

/** One page of the company's entries for the query, newest first. */
export async function loadAuditPage(
  { query, offset, limit }: PageRequest<AuditListQuery>,
  signal: AbortSignal,
): Promise<PageResult<AuditEntrySummary>> {
  const page = await callEndpoint(
    'auditTrailList',
    { query: auditQueryString(query, offset, limit) },
    signal,
  );
  return { rows: page.items, total: page.total };
}

export const auditPageLoader = fromPromise<PageResult<AuditEntrySummary>, PageRequest<AuditListQuery>>(
  ({ input, signal }) => loadAuditPage(input, signal),
);

/** The operations the company's trail holds, for the filter's choices. */
export async function loadOperations(_: undefined, signal: AbortSignal): Promise<AuditOperationOption[]> {
  return (await callEndpoint('auditTrailOperations', {}, signal)).operations;
}

export const auditEntryActors = {
  loadEntry: fromPromise<AuditEntry, string>(({ input, signal }) =>
    callEndpoint('auditTrailEntry', { params: { entryId: input } }, signal),
  ),
};

/** The export's real call (blob mode: the file, or with sendMail the mail receipt). */
export const callAuditExport = (body: AuditExportRequest) => callEndpoint('auditTrailExport', { body });
