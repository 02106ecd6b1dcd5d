import { feature } from '../contract/define';
import {
  EmptyRequest,
  OfflineAnnouncement,
  OfflineDetail,
  OfflineDetailRequest,
  OfflineResultsAnswer,
  OfflineResultsRequest,
  TableTemplate,
} from './types';

const { post, rows } = feature('offlineTransactions');

/** Bulk (offline) transaction queries and their results, listed and opened by queryId. */
export const offlineTransactionsRows = rows({
  // With `export` the answer is the file (spec §4 export rule), so the row reads blobs.
  offlineTransactionResults: post(
    '/ccsirest/offline-transaction/results.json',
    { body: OfflineResultsRequest, response: OfflineResultsAnswer },
    { access: 'read', errorMode: 'blob' },
  ),
  offlineTransactionTableTemplate: post(
    '/ccsirest/offline-transaction/table-template.json',
    { body: EmptyRequest, response: TableTemplate },
    { access: 'read' },
  ),
  offlineTransactionDetails: post(
    '/ccsirest/offline-transaction/details.json',
    { body: OfflineDetailRequest, response: OfflineDetail },
    { access: 'read' },
  ),
  // The announcement is optional page decoration; without it the list still works.
  offlineTransactionAnnouncement: post(
    '/ccsirest/offline-transaction/announcement.json',
    { body: EmptyRequest, response: OfflineAnnouncement },
    { access: 'read', errorMode: 'ignore' },
  ),
});

type Rows = typeof offlineTransactionsRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
