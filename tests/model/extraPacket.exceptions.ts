import type { CoverageException } from './support/coverageException';

/** What the extra packet model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'extraPacketChoices',
    item: 'extraPacketChoices.loaded --user.refresh--> extraPacketChoices.loading',
    reason:
      'The filter bar loads its choices once and offers only a retry after a failure; the request machine’s ' +
      'refresh is proven in src/machines/shared/request.machine.test.ts.',
  },
];
