import type { CoverageException } from './support/coverageException';

const refresh = (machineId: string, page: string): CoverageException => ({
  machineId,
  item: `${machineId}.loaded --user.refresh--> ${machineId}.loading`,
  reason:
    `The shared request machine can refresh a loaded result, but ${page} offers no refresh (coming ` +
    'back to the page starts a new actor). Proven in src/machines/shared/request.machine.test.ts.',
});

/** What the request model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [refresh('requestHome', '/request-submitting')];
