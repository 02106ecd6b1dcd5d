/**
 * The usage reporter of issue 41: XState inspection events reduced to flow steps (an allow-list:
 * the machine's id, the state path entered, the type of the event that led there, the wizard
 * step tag, a time and an anonymous id of this page's visit), queued, and sent in batches when
 * the page is idle and when it is hidden, by a beacon that never waits for an answer. Nothing
 * of the snapshot's context or of an event's payload is read, so no field value, phone number,
 * name or code can leave this way. A batch the browser refuses, or a send that throws, is dropped.
 */
import { FLOW_NAME_LIMITS, FLOW_NAME_PATTERN } from '../api/flowUsage/names';
import type { FlowStep } from '../api/flowUsage/types';
import type { InspectionEventLike } from './atlasBus';

/** Most steps one batch carries (the collector row's limit, MAX_FLOW_STEPS). */
export const BATCH_SIZE = 200;
/** Most steps kept while none can be sent; older ones go first. */
export const QUEUE_LIMIT = 2000;

const STEP_TAG = 'step:';
const RESUME_TAG = 'step:resume';

function leafPaths(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.keys(value)
    .sort()
    .flatMap((key) => {
      const below = leafPaths((value as Record<string, unknown>)[key]);
      return below.length ? below.map((path) => `${key}.${path}`) : [key];
    });
}

/** The dotted path of a state value: "a.b"; parallel regions "a.b,c.d" (sorted); undefined for none. */
export function statePath(value: unknown): string | undefined {
  return leafPaths(value).join(',') || undefined;
}

const fits = (text: unknown, max: number): text is string =>
  typeof text === 'string' && text.length <= max && FLOW_NAME_PATTERN.test(text);

/** The machine an actor runs (its id), or undefined for promise and callback actors. */
function machineIdOf(actorRef: InspectionEventLike['actorRef']): string | undefined {
  const logic = actorRef.logic as { root?: unknown; id?: unknown } | undefined;
  return logic && 'root' in logic && typeof logic.id === 'string' ? logic.id : undefined;
}

function stepTagOf(tags: unknown): string | undefined {
  if (!(tags instanceof Set)) return undefined;
  for (const tag of tags)
    if (typeof tag === 'string' && tag.startsWith(STEP_TAG) && tag !== RESUME_TAG)
      return tag.slice(STEP_TAG.length);
  return undefined;
}

/** The parts of a snapshot inspection event the reporter reads. */
export type SnapshotEventLike = InspectionEventLike & { snapshot?: { value?: unknown; tags?: unknown } };

/**
 * Turns inspection events into steps: one per state an actor enters (a snapshot whose state path
 * differs from that actor's last one). Everything is copied field by field from the allow-list;
 * a name that does not look like one (too long, spaces, digits of a number with spaces) drops the step.
 */
export function createStepReducer(session: string, now: () => number = Date.now) {
  const lastState = new Map<string, string>();
  /** `at`: when the event happened, if it is reduced later (default: now). */
  return (event: SnapshotEventLike, at: number = now()): FlowStep | undefined => {
    if (event.type !== '@xstate.snapshot' || !event.snapshot) return undefined;
    const flow = machineIdOf(event.actorRef);
    if (!fits(flow, FLOW_NAME_LIMITS.flow)) return undefined;
    const state = statePath(event.snapshot.value);
    if (!fits(state, FLOW_NAME_LIMITS.state)) return undefined;
    const actor = event.actorRef.sessionId ?? event.actorRef.id ?? flow;
    if (lastState.get(actor) === state) return undefined;
    lastState.set(actor, state);
    const type = event.event?.type;
    if (!fits(type, FLOW_NAME_LIMITS.event)) return undefined;
    const step = stepTagOf(event.snapshot.tags);
    return {
      flow,
      state,
      event: type,
      at: Math.trunc(at),
      session,
      ...(fits(step, FLOW_NAME_LIMITS.step) ? { step } : {}),
    };
  };
}

export interface ReporterOptions {
  /** Sends one batch's JSON; false (or a throw) when the browser refused it. Never awaited. */
  send: (body: string) => boolean;
  /** Runs the task when the page is idle; answers a cancel function (src/lib/idle.ts whenIdle). */
  whenIdle: (task: () => void) => () => void;
}

/** The queue: steps in, batches of at most BATCH_SIZE out when idle or when told to flush. */
export function createStepQueue({ send, whenIdle }: ReporterOptions) {
  const queue: FlowStep[] = [];
  let cancel: (() => void) | undefined;
  const flush = () => {
    cancel?.();
    cancel = undefined;
    while (queue.length) {
      const batch = queue.splice(0, BATCH_SIZE);
      try {
        // Refused or failed: dropped; a report is worth less than the page's calm.
        send(JSON.stringify({ steps: batch }));
      } catch {
        // dropped, as above
      }
    }
  };
  return {
    push(step: FlowStep) {
      queue.push(step);
      if (queue.length > QUEUE_LIMIT) queue.splice(0, queue.length - QUEUE_LIMIT);
      cancel ??= whenIdle(() => {
        cancel = undefined;
        flush();
      });
    },
    flush,
    get size() {
      return queue.length;
    },
  };
}

/** An anonymous id for this visit of the page: random, not derived from anything of the person. */
export function anonymousSession(random: () => number = Math.random): string {
  const id = globalThis.crypto?.randomUUID?.();
  return id ?? Array.from({ length: 24 }, () => Math.floor(random() * 36).toString(36)).join('');
}
