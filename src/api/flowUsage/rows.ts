import { feature } from '../contract/define';
import { FLOW_USAGE_REPORT_PATH } from './names';
import { FlowPath, FlowPathQuery, FlowReport, FlowSessions, FlowUsage, FlowUsageQuery } from './types';

const { post, get, rows } = feature('flowUsage');

/**
 * Flow usage (issue 41): the collector row the reporter beacons to, and the three reads of the
 * flow atlas. All four are public and anonymous (server/access.ts): steps carry no person.
 */
export const flowUsageRows = rows({
  // Answered 204. A beacon: no session or anti-forgery header, a text/plain body (see `beacon`).
  // 'read': it changes no company data, so authority levels and the audit trail do not apply.
  flowUsageReport: post(
    FLOW_USAGE_REPORT_PATH,
    { body: FlowReport },
    { access: 'read', errorMode: 'ignore', maxBodyBytes: 64_000, beacon: true },
  ),
  flowUsage: get('/dc_ccsi/v1/flow-usage', { query: FlowUsageQuery, response: FlowUsage }),
  flowUsageSessions: get('/dc_ccsi/v1/flow-usage/sessions', {
    query: FlowUsageQuery,
    response: FlowSessions,
  }),
  flowUsagePath: get('/dc_ccsi/v1/flow-usage/path', { query: FlowPathQuery, response: FlowPath }),
});

type Rows = typeof flowUsageRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
