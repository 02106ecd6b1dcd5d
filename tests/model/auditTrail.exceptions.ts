import type { CoverageException } from './support/coverageException';

/** What the audit trail model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'auditOperations',
    item: 'auditOperations.loaded --user.refresh--> auditOperations.loading',
    reason:
      'The operation choices load with the page and nothing on it asks them again; only a failure offers a ' +
      'retry. The refresh is proven in src/machines/shared/request.machine.test.ts.',
  },
];
