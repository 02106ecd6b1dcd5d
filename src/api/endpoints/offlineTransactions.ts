import { feature } from '../contract/define';

const { post, rows } = feature('offlineTransactions');

/** Bulk (offline) transaction queries and their results, listed and opened by queryId. */
export const offlineTransactionsRows = rows({
  offlineTransactionResults: post('/ccsirest/offline-transaction/results.json', {}, { access: 'read' }),
  offlineTransactionTableTemplate: post(
    '/ccsirest/offline-transaction/table-template.json',
    {},
    { access: 'read' },
  ),
  offlineTransactionDetails: post('/ccsirest/offline-transaction/details.json', {}, { access: 'read' }),
  // The announcement is optional page decoration; without it the list still works.
  offlineTransactionAnnouncement: post(
    '/ccsirest/offline-transaction/announcement.json',
    {},
    { access: 'read', errorMode: 'ignore' },
  ),
});

type Rows = typeof offlineTransactionsRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
