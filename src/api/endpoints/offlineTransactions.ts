import { feature } from './define';

const { post } = feature('offlineTransactions');

/** Bulk (offline) transaction queries and their results, listed and opened by queryId. */
export const offlineTransactionsEndpoints = [
  post('offlineTransactionResults', '/ccsirest/offline-transaction/results.json'),
  post('offlineTransactionTableTemplate', '/ccsirest/offline-transaction/table-template.json'),
  post('offlineTransactionDetails', '/ccsirest/offline-transaction/details.json'),
  // The announcement is optional page decoration; without it the list still works.
  post('offlineTransactionAnnouncement', '/ccsirest/offline-transaction/announcement.json', {
    errorMode: 'ignore',
  }),
] as const;
