import type { CoverageException } from './support/coverageException';

/** What the request-history model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'orderTransactionHistoryPage',
    item: 'orderTransactionHistoryPage.finding --xstate.error.actor.find--> orderTransactionHistoryPage.idle',
    reason:
      'The look-up asks the list row the list itself asks at the same moment, so a failure cannot be arranged ' +
      'for the look-up alone. Proven in src/machines/orderTransactions/historyPage.machine.test.ts ' +
      '("leaves the list as it is when the look-up fails").',
  },
  {
    machineId: 'demandAndOrderCounts',
    item: 'demandAndOrderCounts.loaded --user.refresh--> demandAndOrderCounts.loading',
    reason:
      'The counts load with the page; nothing on this page changes a request or an order, so only a failure ' +
      'offers a retry. The refresh is proven in src/machines/shared/request.machine.test.ts.',
  },
];
