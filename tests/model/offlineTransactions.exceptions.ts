import type { CoverageException } from './support/coverageException';

/** What the offline transactions model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'offlineTransactionSetup',
    item: 'offlineTransactionSetup.loaded --user.refresh--> offlineTransactionSetup.loading',
    reason:
      'The shared request machine can refresh a loaded result, but the table template and the ' +
      'announcement do not change while the page is open, so the page offers no refresh (coming back ' +
      'to /offline-transactions starts a new actor). Refreshing is proven in src/machines/shared/request.machine.test.ts.',
  },
];
