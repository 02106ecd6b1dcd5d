import { type ActorRefFrom, assertEvent, assign, emit, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import type { SearchContent, SearchGroup, SearchItem } from '../../api/search/headerTypes';
import type { SearchEverythingContent, SearchHitGroup } from '../../api/search/types';
import type { PageEffect } from '../shared/page/pageEffects';
import { isBlank, isTooShort, withoutPrevious, withPrevious } from './searchRules';

export interface SearchContext {
  text: string;
  /** Spec §3 state: initialList, searchList, deletedSearchItem, savedSearchItem. */
  initialList: SearchGroup[];
  searchList: SearchItem[];
  /** The same hits in their groups, each kind with its count (issue 40). */
  resultGroups: SearchHitGroup[];
  deletedSearchItem: { id: number } | null;
  savedSearchItem: SearchItem | null;
  failed: boolean;
  /** The item being opened, remembered while it is saved. */
  opening: SearchItem | null;
}

export type SearchEvent =
  | { type: 'user.type'; text: string }
  | { type: 'user.open'; item: SearchItem }
  | { type: 'user.deleteItem'; id: number };

/** `search` answers the initial list for an empty text and the results otherwise. */
const initialListOf = (content: SearchContent): SearchGroup[] =>
  'initialList' in content ? content.initialList : [];

/**
 * Typing restarts the wait (and so cancels a search under way: leaving `searching` stops its
 * call); a blank box goes back to the initial list at once, a one-letter text asks for more.
 */
const typing = [
  {
    guard: 'isBlankText' as const,
    target: '#search.idle',
    actions: 'assignText' as const,
  },
  { guard: 'isTooShortText' as const, target: '#search.tooShort', actions: 'assignText' as const },
  { target: '#search.debouncing', reenter: true, actions: 'assignText' as const },
];

/**
 * The header search (spec §3 "Search"): initial list, debounced results, save on open and
 * delete by id. Opening a result (navigation and the menuEvent report) is provided at the edge.
 */
export const searchMachine = setup({
  types: { context: {} as SearchContext, events: {} as SearchEvent, emitted: {} as PageEffect },
  actors: {
    initial: httpActor('search'),
    search: httpActor('searchEverything'),
    save: httpActor('searchSave'),
    remove: httpActor('searchDelete'),
  },
  actions: {
    /**
     * An opened screen is a menu choice (spec §2, §7): the session reports it to analytics and
     * goes there. An object (a line, an order…) opens on its own page. The edge performs both.
     */
    openItem: emit(
      (_, item: SearchItem): PageEffect =>
        item.kind === 'MENU'
          ? {
              type: 'session' as const,
              event: { type: 'user.menuSelected' as const, menuName: item.title, menuUrl: item.url },
            }
          : { type: 'navigate' as const, to: item.url },
    ),
    assignResults: assign((_, content: SearchEverythingContent) => ({
      resultGroups: content.groups,
      searchList: content.groups.flatMap((group) => group.items),
      failed: false,
    })),
    assignText: assign({
      text: ({ event }) => {
        assertEvent(event, 'user.type');
        return event.text;
      },
    }),
  },
  guards: {
    isBlankText: ({ event }) => {
      assertEvent(event, 'user.type');
      return isBlank(event.text);
    },
    isTooShortText: ({ event }) => {
      assertEvent(event, 'user.type');
      return isTooShort(event.text);
    },
    hasText: ({ context }) => !isBlank(context.text),
    hasShortText: ({ context }) => isTooShort(context.text),
  },
  delays: { searchDebounce: 300 },
}).createMachine({
  id: 'search',
  context: {
    text: '',
    initialList: [],
    searchList: [],
    resultGroups: [],
    deletedSearchItem: null,
    savedSearchItem: null,
    failed: false,
    opening: null,
  },
  initial: 'loadingInitial',
  states: {
    loadingInitial: {
      invoke: {
        id: 'initial',
        src: 'initial',
        input: { body: { searchText: '' } },
        onDone: [
          {
            guard: 'hasShortText',
            target: 'tooShort',
            actions: assign({ initialList: ({ event }) => initialListOf(event.output) }),
          },
          {
            guard: 'hasText',
            target: 'debouncing',
            actions: assign({ initialList: ({ event }) => initialListOf(event.output) }),
          },
          { target: 'idle', actions: assign({ initialList: ({ event }) => initialListOf(event.output) }) },
        ],
        onError: [
          { guard: 'hasShortText', target: 'tooShort' },
          { guard: 'hasText', target: 'debouncing' },
          { target: 'idle' },
        ],
      },
      description: 'What is typed before the first list arrives is kept and searched once it has.',
      on: { 'user.type': { actions: 'assignText' } },
    },
    idle: {
      description: 'The box shows the initial list (previous searches and popular screens).',
      on: { 'user.type': typing, 'user.deleteItem': 'deleting', 'user.open': 'opening' },
    },
    debouncing: {
      tags: ['pending'],
      after: { searchDebounce: 'searching' },
      on: { 'user.type': typing },
    },
    searching: {
      tags: ['pending'],
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ body: { searchText: context.text.trim() } }),
        onDone: {
          target: 'results',
          actions: { type: 'assignResults', params: ({ event }) => event.output },
        },
        onError: { target: 'results', actions: assign({ searchList: [], resultGroups: [], failed: true }) },
      },
      on: { 'user.type': typing },
    },
    tooShort: {
      description: 'One letter or digit: the box asks for more instead of searching.',
      on: { 'user.type': typing },
    },
    results: {
      description: 'Results for the typed text; an empty list shows the Turkish empty state.',
      on: { 'user.type': typing, 'user.open': 'opening' },
    },
    opening: {
      description:
        'Remembered as a recent search first, then opened: leaving the page must not cancel the save.',
      tags: ['busy'],
      entry: assign({
        opening: ({ event }) => {
          assertEvent(event, 'user.open');
          return event.item;
        },
        text: '',
        searchList: [],
        resultGroups: [],
      }),
      exit: [{ type: 'openItem', params: ({ context }) => context.opening! }, assign({ opening: null })],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => {
          const { title, url, kind } = context.opening!;
          return { body: { title, url, kind } };
        },
        onDone: {
          target: 'idle',
          actions: assign({
            savedSearchItem: ({ event }) => event.output,
            initialList: ({ context, event }) => withPrevious(context.initialList, event.output),
          }),
        },
        onError: 'idle',
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ event }) => {
          assertEvent(event, 'user.deleteItem');
          return { body: { id: event.id } };
        },
        onDone: {
          target: 'idle',
          actions: assign({
            deletedSearchItem: ({ event }) => ({ id: event.output.id }),
            initialList: ({ context, event }) => withoutPrevious(context.initialList, event.output.id),
          }),
        },
        onError: 'idle',
      },
    },
  },
});

export type SearchRef = ActorRefFrom<typeof searchMachine>;
