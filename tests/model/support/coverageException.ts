/**
 * Where a machine may be excused from 100 % model-path coverage: `tests/model/<name>.exceptions.ts`
 * next to the machine's model test exports `COVERAGE_EXCEPTIONS`, and scripts/model-coverage.ts
 * finds every such file, so a new feature brings its own and edits no shared list. Each entry
 * names the machine, the state id or the transition (as the coverage report prints it, or "*"
 * for the whole machine) and why a model path through the real view cannot or need not reach it.
 * The report prints every entry it applies.
 */
export interface CoverageException {
  machineId: string;
  /** A state id ("otp.locked"), a transition ("otp.sending --user.retry--> otp.sending") or "*". */
  item: string;
  reason: string;
}
