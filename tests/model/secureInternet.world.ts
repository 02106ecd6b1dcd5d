import type { EventObject } from 'xstate';
import type { SecureInternetSaveAnswer } from '../../src/api/secureInternet/types';
import type { profileChangeMachine } from '../../src/machines/secureInternet/profileChangeMachine';
import type { secureInternetDataMachine } from '../../src/machines/secureInternet/secureInternetDataMachine';
import type { secureInternetHistoryMachine } from '../../src/machines/secureInternet/secureInternetHistoryMachine';

export type DataSnapshot = ReturnType<typeof secureInternetDataMachine.getInitialSnapshot>;
export type HistorySnapshot = ReturnType<typeof secureInternetHistoryMachine.getInitialSnapshot>;
export type ChangeSnapshot = ReturnType<typeof profileChangeMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PAGE = '/secure-internet';
export const PATHS = {
  list: '/ccsirest/secure-internet/list.json',
  history: '/ccsirest/secure-internet/history.json',
  save: '/ccsirest/secure-internet/save-profiles.json',
};

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

/** The page's data loads, fails and is retried; a save refreshes it. */
export function dataEvents(s: DataSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: { lines: [], types: [], announcement: undefined } },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
    { type: 'user.refresh' },
  ].filter((event) => s.can(event as never));
}

/** The history loads, fails and is retried; "Listele" asks it again with the form's filter. */
export function historyEvents(s: HistorySnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: { items: [] } },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
    { type: 'user.refresh', input: { msisdn: '' } },
  ].filter((event) => s.can(event as never));
}

export const serializeRequest = (s: DataSnapshot | HistorySnapshot) => JSON.stringify(s.value);

const ANSWER: SecureInternetSaveAnswer = {
  orderId: 'HT-20260115-000001',
  profile: 'CHILD',
  changed: 1,
  results: [],
};

/** Choose the first row (or none again), open the dialog, save Çocuk or cancel; dismiss the results. */
export function changeEvents(s: ChangeSnapshot): ModelEvent[] {
  return [
    { type: 'selection.change', ids: s.context.selected.length ? [] : ['first'] },
    { type: 'user.change' },
    { type: 'user.save', profile: 'CHILD' },
    { type: 'user.cancel' },
    { type: 'xstate.done.actor.save', output: ANSWER },
    { type: 'xstate.error.actor.save', error: fail() },
    { type: 'user.dismiss' },
  ].filter((event) => s.can(event as never));
}

export const serializeChange = (s: ChangeSnapshot) =>
  JSON.stringify({
    value: s.value,
    selected: s.context.selected.length > 0,
    failed: Boolean(s.context.failure),
  });
