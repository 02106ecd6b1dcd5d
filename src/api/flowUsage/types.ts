/**
 * Schemas and types of the flow atlas's usage figures (issue 41): the anonymous steps the portal
 * reports (flow, state, event, time, session; never a field value) and what the sandbox sums
 * from them per flow and period. Until U1's reporter lands these are the agreed shapes.
 */
import * as v from 'valibot';

/** One state change of one actor: the machine id, its dotted state path and the event's type. */
export const FlowStep = v.object({
  flow: v.string(),
  state: v.string(),
  event: v.string(),
  at: v.number(),
  session: v.string(),
});
export type FlowStep = v.InferOutput<typeof FlowStep>;

export const FlowUsage = v.object({
  flow: v.string(),
  from: v.string(),
  to: v.string(),
  sessions: v.number(),
  states: v.array(v.object({ state: v.string(), visits: v.number(), sessions: v.number() })),
  transitions: v.array(
    v.object({ from: v.string(), to: v.string(), event: v.string(), count: v.number(), share: v.number() }),
  ),
  funnel: v.array(
    v.object({
      step: v.string(),
      entered: v.number(),
      continued: v.number(),
      dropped: v.number(),
      medianMs: v.nullable(v.number()),
      p90Ms: v.nullable(v.number()),
    }),
  ),
  topExits: v.array(
    v.object({
      state: v.string(),
      exits: v.array(v.object({ to: v.string(), event: v.string(), count: v.number() })),
    }),
  ),
});
export type FlowUsage = v.InferOutput<typeof FlowUsage>;

export const FlowSessions = v.object({
  sessions: v.array(
    v.object({ session: v.string(), startedAt: v.number(), steps: v.number(), lastState: v.string() }),
  ),
});
export type FlowSessions = v.InferOutput<typeof FlowSessions>;

export const FlowPath = v.object({ steps: v.array(FlowStep) });
export type FlowPath = v.InferOutput<typeof FlowPath>;
