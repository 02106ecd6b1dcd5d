import { type ConformanceKit, defineConformance } from '../conformanceKit';

/** The newest request of the world's company, read from the list row. */
async function newest(kit: ConformanceKit) {
  const { items } = await kit.content<{ items: { orderId: string; operationTypeId: number }[] }>(
    'orderTransactionHistory',
    { query: { limit: '1' } },
  );
  const first = items[0];
  if (!first) throw new Error('the seed has no line operation request');
  return first;
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    orderTransactionHistory: () => ({
      query: {
        documentType: 'TARIFF',
        status: 'COMPLETED',
        sort: 'createdAt',
        direction: 'desc',
        limit: '20',
      },
    }),
    orderTransactionHistoryRow: async () => {
      const { orderId, operationTypeId } = await newest(kit);
      return { params: { orderId }, query: { operationTypeId: String(operationTypeId) } };
    },
    orderTransactionGsmRow: async () => ({ params: { orderId: (await newest(kit)).orderId } }),
    demandAndOrderCounts: () => ({}),
    // The mailed answer: the files are read back in server/orderTransactions/export.test.ts.
    exportReport: () => ({ body: { report: 'ORDER_TRANSACTIONS', format: 'csv', sendMail: true } }),
  }),
});
