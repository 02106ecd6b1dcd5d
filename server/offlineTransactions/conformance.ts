import { type ConformanceKit, defineConformance } from '../conformanceKit';

/** The newest result of the world's company, read from the list row. */
async function newest(kit: ConformanceKit) {
  const { items } = await kit.content<{ items: { queryId: string }[] }>('offlineTransactionResults', {
    body: { offset: 0, limit: 1 },
  });
  return kit.first(items, 'offline transaction').queryId;
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    offlineTransactionResults: () => ({ body: { offset: 0, limit: 20, status: 'COMPLETED' } }),
    offlineTransactionTableTemplate: () => ({ body: {} }),
    offlineTransactionDetails: async () => ({ body: { queryId: await newest(kit) } }),
    offlineTransactionAnnouncement: () => ({ body: {} }),
  }),
});
