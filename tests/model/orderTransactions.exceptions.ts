import type { CoverageException } from './support/coverageException';

/** What the request-history model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'demandAndOrderCounts',
    item: 'demandAndOrderCounts.loaded --user.refresh--> demandAndOrderCounts.loading',
    reason:
      'The counts load with the page; nothing on this page changes a request or an order, so only a failure ' +
      'offers a retry. The refresh is proven in src/machines/shared/request.machine.test.ts.',
  },
];
