import type { CoverageException } from './support/coverageException';

/** What the rights model leaves unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'rights',
    item: 'rights.loading --rights.reload--> rights.loading',
    reason:
      'A company switch while the rights are still on their way needs the sandbox to hold its answer back, ' +
      'which a walk cannot do. Proven in src/machines/session/rights.machine.test.ts ("a reload while loading ...").',
  },
];
