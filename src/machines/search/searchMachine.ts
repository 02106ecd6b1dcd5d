import { type ActorRefFrom, assign, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import type {
  SearchGroup,
  SearchInitialContent,
  SearchItem,
  SearchResultsContent,
} from '../../api/portalTypes';
import { isBlank, withoutPrevious, withPrevious } from './searchRules';

export interface SearchContext {
  text: string;
  /** Spec §3 state: initialList, searchList, deletedSearchItem, savedSearchItem. */
  initialList: SearchGroup[];
  searchList: SearchItem[];
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

/** Typing restarts the wait; a blank box goes back to the initial list at once. */
const typing = [
  {
    guard: 'isBlankText' as const,
    target: '#search.idle',
    actions: 'assignText' as const,
  },
  { target: '#search.debouncing', reenter: true, actions: 'assignText' as const },
];

/**
 * The header search (spec §3 "Search"): initial list, debounced results, save on open and
 * delete by id. Opening a result (navigation and the menuEvent report) is provided at the edge.
 */
export const searchMachine = setup({
  types: { context: {} as SearchContext, events: {} as SearchEvent },
  actors: {
    initial: httpActor<SearchInitialContent, { body: { searchText: string } }>('search'),
    search: httpActor<SearchResultsContent, { body: { searchText: string } }>('search'),
    save: httpActor<SearchItem, { body: Omit<SearchItem, 'id' | 'subtitle'> }>('searchSave'),
    remove: httpActor<{ id: number }, { body: { id: number } }>('searchDelete'),
  },
  actions: {
    /** Provided by the view: go to the item and report it as a menu event (spec §2, §7). */
    openItem: (_, _item: SearchItem) => {},
    assignText: assign({ text: ({ event }) => (event as { text: string }).text }),
  },
  guards: {
    isBlankText: ({ event }) => isBlank((event as { text: string }).text),
    hasText: ({ context }) => !isBlank(context.text),
  },
  delays: { searchDebounce: 300 },
}).createMachine({
  id: 'search',
  context: {
    text: '',
    initialList: [],
    searchList: [],
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
            guard: 'hasText',
            target: 'debouncing',
            actions: assign({ initialList: ({ event }) => event.output.initialList ?? [] }),
          },
          { target: 'idle', actions: assign({ initialList: ({ event }) => event.output.initialList ?? [] }) },
        ],
        onError: [{ guard: 'hasText', target: 'debouncing' }, { target: 'idle' }],
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
          actions: assign({ searchList: ({ event }) => event.output.searchResults ?? [], failed: false }),
        },
        onError: { target: 'results', actions: assign({ searchList: [], failed: true }) },
      },
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
        opening: ({ event }) => (event as { item: SearchItem }).item,
        text: '',
        searchList: [],
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
        input: ({ event }) => ({ body: { id: (event as { id: number }).id } }),
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
