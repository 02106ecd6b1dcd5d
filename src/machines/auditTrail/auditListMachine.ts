import type { AuditEntrySummary } from '../../api/auditTrail/types';
import { withText } from '../shared/pagedList/listQuery';
import { createPagedListMachine } from '../shared/pagedList/pagedListMachine';
import { createRequestMachine } from '../shared/requestMachine';
import { auditPageLoader, loadOperations } from './auditActors';
import type { AuditListQuery } from './auditQuery';

/**
 * /audit-trail: the company's audit entries page by page from the server, newest first; the
 * quick filter (a person, an operation or a line number) becomes `filter.text`.
 */
export const auditListMachine = createPagedListMachine<AuditEntrySummary, AuditListQuery>(
  'auditTrailList',
  withText,
);

export const auditListLogic = auditListMachine.provide({ actors: { loadPage: auditPageLoader } });

/** The operation filter's choices: the operations the company's trail holds. */
export const auditOperationsMachine = createRequestMachine('auditOperations', loadOperations);
