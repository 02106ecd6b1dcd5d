import type { EventObject } from 'xstate';
import { EXPRESS_ACTIONS } from '../../server/expressMenu/actions';
import type { ExpressAction } from '../../src/api/expressMenu/types';
import type { SearchGroup, SearchItem } from '../../src/api/search/headerTypes';
import type { expressMenuMachine } from '../../src/machines/expressMenu/expressMenuMachine';
import type { searchMachine } from '../../src/machines/search/searchMachine';

export type SearchSnapshot = ReturnType<typeof searchMachine.getInitialSnapshot>;
export type ExpressSnapshot = ReturnType<typeof expressMenuMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

const fail = (httpStatus: number) => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus });

/** What the sandbox holds for hizli.kullanici (Anadolu Gıda): a line found by "02235", two recent searches. */
export const LINE_PART = '02235';
export const NO_MATCH = 'qqqq';
/** One character: the box asks for more without searching. */
export const TOO_SHORT = '5';
/** Only spaces: a blank text, which keeps the initial list without a search. */
export const BLANK = ' ';
export const LINE_HIT: SearchItem = {
  kind: 'LINE',
  title: '0532 022 35 40',
  url: '/update-product-user?msisdn=5320223540',
};
export const INITIAL_LIST: SearchGroup[] = [
  {
    type: 'previousList',
    title: 'Son aramalar',
    items: [
      { id: 8, kind: 'MENU', title: 'SIM Kart Siparişi', url: '/sim-card' },
      { id: 7, kind: 'MENU', title: 'Faturalarım', url: '/invoice-detail-confirm' },
    ],
  },
  { type: 'popular', title: 'Sık kullanılanlar', items: [] },
];

const previous = (s: SearchSnapshot) =>
  s.context.initialList.find((g) => g.type === 'previousList')?.items ?? [];

/** The search box: typing a line part, a text without results, spaces or nothing; opening and deleting. */
export function searchEvents(snapshot: SearchSnapshot): ModelEvent[] {
  const { text, searchList } = snapshot.context;
  const first = previous(snapshot)[0];
  const opened = (snapshot.context.opening ?? LINE_HIT) as SearchItem;
  return [
    { type: 'xstate.done.actor.initial', output: { initialList: INITIAL_LIST } },
    { type: 'xstate.error.actor.initial', error: fail(500) },
    // Another single character while one is shown: still too short.
    ...[LINE_PART, NO_MATCH, TOO_SHORT, '', BLANK, ...(text === TOO_SHORT ? ['a'] : [])]
      .filter((t) => t !== text)
      .map((t) => ({ type: 'user.type', text: t })),
    { type: 'xstate.after.searchDebounce.search.debouncing' },
    {
      type: 'xstate.done.actor.search',
      output: {
        groups: text === NO_MATCH ? [] : [{ kind: 'LINE', title: 'Hatlar', count: 1, items: [LINE_HIT] }],
      },
    },
    { type: 'xstate.error.actor.search', error: fail(500) },
    ...(searchList[0] ? [{ type: 'user.open', item: searchList[0] }] : []),
    ...(first && snapshot.matches('idle') ? [{ type: 'user.open', item: first }] : []),
    ...(first ? [{ type: 'user.deleteItem', id: first.id }] : []),
    { type: 'xstate.done.actor.save', output: { ...opened, id: 99 } },
    { type: 'xstate.error.actor.save', error: fail(500) },
    { type: 'xstate.done.actor.remove', output: { id: first?.id ?? 0 } },
    { type: 'xstate.error.actor.remove', error: fail(500) },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeSearch = (s: SearchSnapshot) =>
  JSON.stringify({
    value: s.value,
    text: s.context.text,
    hits: s.context.searchList.length,
    previous: previous(s).length > 0,
  });

const action = (name: string) => EXPRESS_ACTIONS.find((a) => a.actionName === name) as ExpressAction;
const PINNED = ['INVOICES', 'TARIFF_CHANGE', 'SIM_CARD'].map(action);

/** The express menu: load, add the first offered action, delete the first pinned one. */
export function expressEvents(snapshot: ExpressSnapshot): ModelEvent[] {
  const { menuList, availableActions } = snapshot.context;
  const toAdd = availableActions[0];
  const toDelete = menuList[0];
  const menu = (list: ExpressAction[]) => ({
    customerExpressMenu: list,
    availableActions: EXPRESS_ACTIONS.filter((a) => !list.some((p) => p.actionName === a.actionName)),
  });
  return [
    { type: 'xstate.done.actor.load', output: menu(PINNED) },
    { type: 'xstate.error.actor.load', error: fail(500) },
    { type: 'user.retry' },
    ...(toAdd ? [{ type: 'user.add', actionName: toAdd.actionName }] : []),
    ...(toDelete ? [{ type: 'user.delete', actionName: toDelete.actionName }] : []),
    {
      type: 'xstate.done.actor.add',
      output: { ...menu([...menuList, ...(toAdd ? [toAdd] : [])]), addMenuResponse: { added: true } },
    },
    { type: 'xstate.error.actor.add', error: fail(500) },
    {
      type: 'xstate.done.actor.remove',
      output: { ...menu(menuList.slice(1)), deleteStatus: { deleted: true } },
    },
    { type: 'xstate.error.actor.remove', error: fail(500) },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeExpress = (s: ExpressSnapshot) =>
  JSON.stringify({ value: s.value, error: s.context.error !== null });
