/**
 * Schemas and types of flow usage (issue 41): the portal reports each actor's state changes as
 * anonymous steps, the sandbox stores them and answers, per flow and period, how many sessions
 * visited each state, took each transition, went through each wizard step and where they left.
 *
 * A step carries names from the charts only (machine id, state path, event type), a time and an
 * anonymous session id: never a field value, phone number, name or code. The report row is
 * public and sent with navigator.sendBeacon (no session header, no anti-forgery header), so its
 * checks are tight: short identifier-like texts and at most MAX_FLOW_STEPS per batch.
 */
import * as v from 'valibot';
import { list, num, text } from '../contract/fields';
import { FLOW_NAME_LIMITS, FLOW_NAME_PATTERN } from './names';

/** Most steps one report carries; the reporter sends a larger backlog in several batches. */
export const MAX_FLOW_STEPS = 200;
/** Most sessions the sessions row lists (newest first). */
export const MAX_FLOW_SESSIONS = 50;
/** Longest period one usage question may span, in days. */
export const MAX_FLOW_USAGE_DAYS = 366;

const name = (label: string, max: number) =>
  text(label, {
    max,
    pattern: FLOW_NAME_PATTERN,
    patternMessage: `${label} yalnızca harf, rakam ve . _ - : # , içerebilir.`,
  });
const day = (label: string) =>
  text(label, {
    max: 10,
    pattern: /^\d{4}-\d{2}-\d{2}$/,
    patternMessage: `${label} YYYY-AA-GG biçiminde olmalıdır.`,
  });

export const flowIdField = name('Akış', FLOW_NAME_LIMITS.flow);
export const flowSessionField = text('Oturum', {
  max: FLOW_NAME_LIMITS.session,
  pattern: /^[\w-]+$/,
  patternMessage: 'Oturum yalnızca harf, rakam, _ ve - içerebilir.',
});

/** One reported step; never a field value, phone number, name or code. */
export const FlowStep = v.object({
  /** The machine's id, as the atlas names the flow. */
  flow: flowIdField,
  /** The dotted state path entered ("form.editing"; parallel regions joined by ","). */
  state: name('Durum', FLOW_NAME_LIMITS.state),
  /** The type of the event that led there ("user.submit", "xstate.init"). */
  event: name('Olay', FLOW_NAME_LIMITS.event),
  /** When, in ms since the epoch. */
  at: num('Zaman', { min: 0, max: 8_640_000_000_000_000, integer: true }),
  /** An anonymous id of the browser tab's visit, unrelated to the login session. */
  session: flowSessionField,
  /** A wizard's step at that state (its `step:*` tag without the prefix), when it has one. */
  step: v.optional(name('Adım', FLOW_NAME_LIMITS.step)),
});
export type FlowStep = v.InferOutput<typeof FlowStep>;

/** flowUsageReport: a batch of steps (answered 204). */
export const FlowReport = v.object({
  steps: v.pipe(list('Adımlar', FlowStep, MAX_FLOW_STEPS), v.minLength(1, 'Adımlar boş olamaz.')),
});
export type FlowReport = v.InferInput<typeof FlowReport>;

/** flowUsage, flowUsageSessions: one flow over a period of whole days (UTC), both ends included. */
export const FlowUsageQuery = v.object({
  flow: flowIdField,
  from: day('Başlangıç tarihi'),
  to: day('Bitiş tarihi'),
});
export type FlowUsageQuery = v.InferInput<typeof FlowUsageQuery>;

/** flowUsagePath: one recorded session's steps of one flow. */
export const FlowPathQuery = v.object({ flow: flowIdField, session: flowSessionField });
export type FlowPathQuery = v.InferInput<typeof FlowPathQuery>;

const StateUsage = v.object({ state: v.string(), visits: v.number(), sessions: v.number() });
const TransitionUsage = v.object({
  from: v.string(),
  to: v.string(),
  event: v.string(),
  count: v.number(),
  /** count / all exits of `from` in the period, 0..1. */
  share: v.number(),
});
const FunnelStep = v.object({
  /** The wizard step's name (its `step:*` tag without the prefix). */
  step: v.string(),
  /** Walks through the wizard that reached the step (a session opening it twice walks twice). */
  entered: v.number(),
  /** Of those, walks that reached a later step. */
  continued: v.number(),
  /** entered - continued: walks that ended at this step (at the last step, `done`: the finished ones). */
  dropped: v.number(),
  /** Time from entering the step to leaving it, over the visits that left it; null with none. */
  medianMs: v.nullable(v.number()),
  p90Ms: v.nullable(v.number()),
});
const TopExits = v.object({
  state: v.string(),
  exits: v.array(v.object({ to: v.string(), event: v.string(), count: v.number() })),
});

export const FlowUsage = v.object({
  flow: v.string(),
  from: v.string(),
  to: v.string(),
  /** Sessions with at least one step of the flow in the period. */
  sessions: v.number(),
  states: v.array(StateUsage),
  transitions: v.array(TransitionUsage),
  /** Wizard flows only, in step order; [] otherwise. */
  funnel: v.array(FunnelStep),
  topExits: v.array(TopExits),
});
export type FlowUsage = v.InferOutput<typeof FlowUsage>;

export const FlowSessions = v.object({
  sessions: v.array(
    v.object({ session: v.string(), startedAt: v.number(), steps: v.number(), lastState: v.string() }),
  ),
});
export type FlowSessions = v.InferOutput<typeof FlowSessions>;

export const FlowPath = v.object({
  steps: v.array(
    v.object({ flow: v.string(), state: v.string(), event: v.string(), at: v.number(), session: v.string() }),
  ),
});
export type FlowPath = v.InferOutput<typeof FlowPath>;
