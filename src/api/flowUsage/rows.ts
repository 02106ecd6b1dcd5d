import * as v from 'valibot';
import { feature } from '../contract/define';
import { text } from '../contract/fields';
import { FlowPath, FlowSessions, FlowUsage } from './types';

const { get, rows } = feature('flowUsage');

const day = (label: string) =>
  text(label, { pattern: /^\d{4}-\d{2}-\d{2}$/, patternMessage: `${label} YYYY-AA-GG biçiminde olmalıdır.` });
const PeriodQuery = v.object({ flow: text('Akış'), from: day('Başlangıç günü'), to: day('Bitiş günü') });

/**
 * The flow atlas's usage figures (issue 41): reads of what the portal reported, summed by the
 * sandbox per flow and period; failures show in the atlas's own panel, not as a notification.
 */
export const flowUsageRows = rows({
  flowUsage: get(
    '/dc_ccsi/v1/flow-usage',
    { query: PeriodQuery, response: FlowUsage },
    { errorMode: 'inline' },
  ),
  flowUsageSessions: get(
    '/dc_ccsi/v1/flow-usage/sessions',
    { query: PeriodQuery, response: FlowSessions },
    { errorMode: 'inline' },
  ),
  flowUsagePath: get(
    '/dc_ccsi/v1/flow-usage/path',
    { query: v.object({ flow: text('Akış'), session: text('Oturum') }), response: FlowPath },
    { errorMode: 'inline' },
  ),
});

type Rows = typeof flowUsageRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
