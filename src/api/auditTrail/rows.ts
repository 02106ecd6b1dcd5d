import { feature } from '../contract/define';
import {
  AuditEntry,
  AuditExportAnswer,
  AuditExportRequest,
  AuditOperations,
  AuditPage,
  AuditQuery,
} from './types';

const { get, post, rows } = feature('auditTrail');

/**
 * The company's audit trail ("İşlem Geçmişi", issue 22; not in the spec, paths are the sandbox's).
 * Reads only, for persons with full authority (the sandbox answers 403 otherwise).
 */
export const auditTrailRows = rows({
  auditTrailList: get('/dc_ccsi/v1/audit-trail', { query: AuditQuery, response: AuditPage }),
  // The filter's choices; the literal segment is bound before `{entryId}`.
  auditTrailOperations: get('/dc_ccsi/v1/audit-trail/operations', { response: AuditOperations }),
  // The detail dialog shows a missing entry in place, with its retry.
  auditTrailEntry: get(
    '/dc_ccsi/v1/audit-trail/{entryId}',
    { response: AuditEntry },
    { errorMode: 'inline' },
  ),
  // With the send-mail flag the reply is JSON; otherwise it is the file (spec §4).
  auditTrailExport: post(
    '/dc_ccsi/v1/audit-trail/export',
    { body: AuditExportRequest, response: AuditExportAnswer },
    { access: 'read', errorMode: 'blob' },
  ),
});

type Rows = typeof auditTrailRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
