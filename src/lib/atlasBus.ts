/**
 * The live side of the flow atlas: inspection events of the running actors, reduced to what the
 * atlas draws (actor, machine, state value, event type; never context or event payloads, which
 * hold passwords and codes), published to this tab and to other tabs over a BroadcastChannel.
 */
export const ATLAS_CHANNEL = 'kurumsal-portal-atlas';

export type AtlasRecord =
  | { kind: 'snapshot'; actorId: string; machineId: string; value: unknown; status: string; at: number }
  | {
      kind: 'event';
      actorId: string;
      machineId: string;
      eventType: string;
      source: string | undefined;
      at: number;
    };

/** The parts of XState's InspectionEvent this module reads (lib stays free of xstate). */
export interface InspectionEventLike {
  type: string;
  actorRef: { id?: string; sessionId?: string; logic?: unknown; src?: unknown };
  sourceRef?: { id?: string; sessionId?: string } | undefined;
  event?: { type?: string };
  snapshot?: { value?: unknown; status?: string };
}

type Listener = (record: AtlasRecord) => void;
type Message = AtlasRecord | { kind: 'hello' };
const listeners = new Set<Listener>();
/** The newest snapshot of each actor of this tab, replayed to an atlas that opens later. */
const latest = new Map<string, AtlasRecord>();
let channel: BroadcastChannel | undefined;

function openChannel(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(ATLAS_CHANNEL);
  channel.onmessage = (message: MessageEvent<Message>) => {
    if (message.data.kind === 'hello') {
      for (const record of latest.values()) channel?.postMessage(record);
      return;
    }
    for (const listener of listeners) listener(message.data);
  };
  return channel;
}

/** Records from this tab and from every other tab of the portal (which are asked for their state). */
export function subscribeAtlas(listener: Listener): () => void {
  openChannel()?.postMessage({ kind: 'hello' } satisfies Message);
  listeners.add(listener);
  for (const record of latest.values()) listener(record);
  return () => listeners.delete(listener);
}

function publish(record: AtlasRecord) {
  if (record.kind === 'snapshot') latest.set(record.actorId, record);
  for (const listener of listeners) listener(record);
  openChannel()?.postMessage(record);
}

/** The machine an actor runs, or undefined for promise and callback actors (not drawn). */
function machineIdOf(actorRef: InspectionEventLike['actorRef']): string | undefined {
  const logic = actorRef.logic as { root?: unknown; id?: string } | undefined;
  return logic && 'root' in logic && typeof logic.id === 'string' ? logic.id : undefined;
}

const actorIdOf = (ref: { id?: string; sessionId?: string }) => ref.sessionId ?? ref.id ?? '?';

/** The `inspect` option of createActor / useActorRef while the atlas is on. */
export function publishInspection(event: InspectionEventLike): void {
  const machineId = machineIdOf(event.actorRef);
  if (!machineId) return;
  const at = Date.now();
  const actorId = actorIdOf(event.actorRef);
  if (event.type === '@xstate.snapshot' && event.snapshot) {
    publish({
      kind: 'snapshot',
      actorId,
      machineId,
      value: event.snapshot.value,
      status: event.snapshot.status ?? 'active',
      at,
    });
  } else if (event.type === '@xstate.event' && event.event?.type) {
    publish({
      kind: 'event',
      actorId,
      machineId,
      eventType: event.event.type,
      source: event.sourceRef ? actorIdOf(event.sourceRef) : undefined,
      at,
    });
  }
}
