/**
 * The flow atlas's "Test kapsamı" layer (issue 41): which states and transitions of one machine
 * the model tests walk, as the coverage gate (scripts/model-coverage.ts) last recorded them.
 */
import * as v from 'valibot';

export const FlowTestCoverage = v.object({
  flow: v.string(),
  /** When the gate wrote its summary; null when no model-test run has written one yet. */
  generatedAt: v.nullable(v.number()),
  /** Whether the last run walked this machine at all. */
  tested: v.boolean(),
  /** State ids (e.g. "session.authenticated"), as stateIdsOf names them. */
  states: v.array(v.string()),
  /** Transitions as "source --event[guard]--> target" (describeTransition). */
  transitions: v.array(v.string()),
});
export type FlowTestCoverage = v.InferOutput<typeof FlowTestCoverage>;

/** What the coverage gate writes for the sandbox to serve: every walked machine's items. */
export interface ModelCoverageSummary {
  generatedAt: number;
  machines: Record<string, { states: string[]; transitions: string[] }>;
}
