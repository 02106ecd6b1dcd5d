import type { CoverageException } from './support/coverageException';

/** What the advisors model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'customerAdvisors',
    item: 'customerAdvisors.loaded --user.refresh--> customerAdvisors.loading',
    reason:
      'The shared request machine can refresh a loaded result, but the advisors page offers no refresh ' +
      '(coming back to /customer-representative starts a new actor). Proven in ' +
      'src/machines/customerRepresentative/advisors.machine.test.ts ("loads a loaded list again on user.refresh ...").',
  },
];
