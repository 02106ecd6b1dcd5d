import { readFileSync } from 'node:fs';
import type { FlowTestCoverage, ModelCoverageSummary } from '../../src/api/flowCoverage/types';

/**
 * Where scripts/model-coverage.ts writes its summary (git-ignored, like the rest of .atlas/);
 * ATLAS_COVERAGE_FILE moves it, e.g. to a file a test writes.
 */
export const coverageFile = () => process.env.ATLAS_COVERAGE_FILE || '.atlas/model-coverage.json';

function readSummary(file: string): ModelCoverageSummary | undefined {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Partial<ModelCoverageSummary>;
    return typeof data.generatedAt === 'number' && data.machines ? (data as ModelCoverageSummary) : undefined;
  } catch {
    // No run has written it yet (or it is half written): the atlas says so instead of zeros.
    return undefined;
  }
}

/** One flow's walked states and transitions; read on every call, so a new run shows at once. */
export function flowCoverage(flow: string, file = coverageFile()): FlowTestCoverage {
  const summary = readSummary(file);
  const machine = summary?.machines[flow];
  return {
    flow,
    generatedAt: summary?.generatedAt ?? null,
    tested: Boolean(machine),
    states: machine?.states ?? [],
    transitions: machine?.transitions ?? [],
  };
}
