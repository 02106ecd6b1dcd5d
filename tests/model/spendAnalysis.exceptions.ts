import type { CoverageException } from './support/coverageException';

const noRefresh = (machineId: string, what: string): CoverageException => ({
  machineId,
  item: `${machineId}.loaded --user.refresh--> ${machineId}.loading`,
  reason:
    `The shared request machine can refresh a loaded result, but ${what} do not change while ` +
    '/harcama-analizi is open, so the page offers no refresh (coming back starts a new actor). ' +
    'Refreshing is proven in src/machines/shared/request.machine.test.ts and walked for the spend table (spendSummary).',
});

/** What the spend analysis model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  noRefresh('spendAlerts', 'the alerts of the period'),
];
