import { type AtlasRecord, subscribeAtlas } from './atlasBus';

export interface LiveActor {
  actorId: string;
  machineId: string;
  value: unknown;
  status: string;
  at: number;
}

export interface AtlasLiveState {
  /** The newest snapshot of each actor seen, newest first. */
  actors: LiveActor[];
  /** The newest events first, at most LOG_LIMIT. */
  log: (Extract<AtlasRecord, { kind: 'event' }> & { seq: number })[];
}

export const LOG_LIMIT = 200;
const EMPTY: AtlasLiveState = { actors: [], log: [] };

/** A store for useSyncExternalStore over the atlas bus (this tab and the others). */
export function createAtlasLiveStore() {
  let state = EMPTY;
  const listeners = new Set<() => void>();
  let unsubscribe: (() => void) | undefined;
  let seq = 0;

  const apply = (record: AtlasRecord) => {
    if (record.kind === 'event')
      state = { ...state, log: [{ ...record, seq: ++seq }, ...state.log].slice(0, LOG_LIMIT) };
    else {
      const actor: LiveActor = { ...record };
      state = { ...state, actors: [actor, ...state.actors.filter((a) => a.actorId !== record.actorId)] };
    }
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      unsubscribe ??= subscribeAtlas(apply);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribe?.();
          unsubscribe = undefined;
        }
      };
    },
    getSnapshot: () => state,
    clearLog() {
      state = { ...state, log: [] };
      for (const listener of listeners) listener();
    },
  };
}

/** The running actor of a machine whose state the atlas highlights: the newest active one. */
export function currentActor(live: AtlasLiveState, machineId: string): LiveActor | undefined {
  return live.actors.find((a) => a.machineId === machineId && a.status === 'active');
}
