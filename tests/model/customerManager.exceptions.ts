import type { CoverageException } from './support/coverageException';

/** What the customer-manager model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'customerManagerPortfolio',
    item: 'customerManagerPortfolio.checking --always--> customerManagerPortfolio.signedOut',
    reason:
      'The model walks the portfolio with a manager session as its input; the page without one goes to the manager ' +
      'login at once. Proven in src/machines/customerManager/customerManager.machine.test.ts ("without a manager ' +
      'session goes to the manager login ...") and tests/e2e/customerManager.spec.ts (the portfolio without a session).',
  },
];
