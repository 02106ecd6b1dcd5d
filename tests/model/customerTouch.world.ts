import type { EventObject, SnapshotFrom } from 'xstate';
import type { touchHistoryMachine } from '../../src/machines/customerTouch/touchHistoryMachine';

export type TouchSnapshot = SnapshotFrom<typeof touchHistoryMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

export const TOUCH_PATH = '/ccsirest/customer-touch/history.json';
/** The filter a refresh sends: visits only (the seed has some for every company). */
export const VISITS = { period: '', channel: 'VISIT', text: '' } as const;

/**
 * The history: the list answers or fails; the person retries, or asks again with the channel
 * filter "Ziyaret".
 */
export function touchEvents(snapshot: TouchSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: { items: [], totalCount: 0, periods: [] } },
    { type: 'xstate.error.actor.load', error: new Error('Servis başarısız oldu.') },
    { type: 'user.retry' },
    { type: 'user.refresh', input: VISITS },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeTouch = (s: TouchSnapshot) =>
  JSON.stringify({ value: s.value, channel: s.context.input.channel });
