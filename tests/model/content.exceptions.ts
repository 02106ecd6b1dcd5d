import type { CoverageException } from './support/coverageException';

/** What the content model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'openSourceList',
    item: 'openSourceList.loaded --user.refresh--> openSourceList.loading',
    reason:
      'The shared request machine can refresh a loaded result, but the open-source list is fixed for a ' +
      'build, so the page offers no refresh (coming back to /open-source starts a new actor). ' +
      'Refreshing is proven in src/machines/shared/request.machine.test.ts.',
  },
];
