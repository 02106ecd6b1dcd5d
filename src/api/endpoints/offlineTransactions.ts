import { feature } from '../contract/define';

const { post, rows } = feature('offlineTransactions');

/** Bulk (offline) transaction queries and their results, listed and opened by queryId. */
export const offlineTransactionsRows = rows({
  offlineTransactionResults: post('/ccsirest/offline-transaction/results.json'),
  offlineTransactionTableTemplate: post('/ccsirest/offline-transaction/table-template.json'),
  offlineTransactionDetails: post('/ccsirest/offline-transaction/details.json'),
  // The announcement is optional page decoration; without it the list still works.
  offlineTransactionAnnouncement: post(
    '/ccsirest/offline-transaction/announcement.json',
    {},
    { errorMode: 'ignore' },
  ),
});

type Rows = typeof offlineTransactionsRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
