import { type ActorRefFrom, type AnyActorRef, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { ExtraPacketHistoryRequest } from '../../api/extraPacket/types';
import { selectableListTransitions } from '../shared/page/selectableList';
import { extraPacketHistoryMachine } from './extraPacketHistoryMachine';
import {
  extraPacketChoicesMachine,
  extraPacketListLogic,
  extraPacketTypesMachine,
} from './extraPacketListMachine';
import { EMPTY_EXTRA_PACKET_QUERY, EXTRA_PACKET_PAGE_SIZE, type ExtraPacketQuery } from './extraPacketQuery';
import { permissionChangeMachine } from './permissionChangeMachine';

/** The history as the page opens: every change of the company (the sandbox caps the list). */
export const EXTRA_PACKET_HISTORY_QUERY: ExtraPacketHistoryRequest = {};

interface ExtraPacketPageContext {
  rights: PersonRights | undefined;
}

export type ExtraPacketPageEvent =
  | { type: 'user.query'; query: ExtraPacketQuery }
  | { type: 'user.filter'; text: string }
  | { type: 'change.saved' };

/** The list's query as it stands (quick filter included), for the reload after a change. */
function currentQuery(self: AnyActorRef): ExtraPacketQuery {
  // The walk's path generation resolves actions without running children: no list, no query.
  const list = self.getSnapshot().children?.list as ActorRefFrom<typeof extraPacketListLogic> | undefined;
  return list?.getSnapshot().context.query ?? EMPTY_EXTRA_PACKET_QUERY;
}

/**
 * /extraPacket as one chart: the lines (server-paged), the filter bar's choices, the packet types,
 * the history and the permission change run as children; a new query or quick filter clears the
 * chosen lines first, and a saved change reloads the lines, the types and the history.
 */
export const extraPacketPageMachine = setup({
  types: {
    context: {} as ExtraPacketPageContext,
    events: {} as ExtraPacketPageEvent,
    input: {} as { rights: PersonRights | undefined },
    children: {} as {
      list: 'list';
      choices: 'choices';
      types: 'types';
      history: 'history';
      change: 'change';
    },
  },
  actors: {
    list: extraPacketListLogic,
    choices: extraPacketChoicesMachine,
    types: extraPacketTypesMachine,
    history: extraPacketHistoryMachine,
    // A saved change is told to this page, whose chart reloads what it changed.
    change: permissionChangeMachine.provide({
      actions: { permissionsChanged: sendParent({ type: 'change.saved' }) },
    }),
  },
  actions: {
    clearSelection: sendTo('change', { type: 'selection.change', ids: [] }),
  },
}).createMachine({
  id: 'extraPacketPage',
  context: ({ input }) => ({ rights: input.rights }),
  entry: [
    spawnChild('list', {
      id: 'list',
      input: { query: EMPTY_EXTRA_PACKET_QUERY, pageSize: EXTRA_PACKET_PAGE_SIZE },
    }),
    spawnChild('choices', { id: 'choices', input: undefined }),
    spawnChild('types', { id: 'types', input: undefined }),
    spawnChild('history', { id: 'history', input: EXTRA_PACKET_HISTORY_QUERY }),
    spawnChild('change', { id: 'change', input: ({ context }) => ({ rights: context.rights }) }),
  ],
  on: {
    ...selectableListTransitions<ExtraPacketPageContext, ExtraPacketPageEvent>({
      list: 'list',
      clearSelection: 'clearSelection',
    }),
    'change.saved': {
      description: 'Permissions changed: the lines, the types’ counts and the history show it.',
      actions: [
        sendTo('list', ({ self }) => ({ type: 'user.query', query: currentQuery(self) })),
        sendTo('types', { type: 'user.refresh' }),
        sendTo('history', { type: 'user.refresh' }),
      ],
    },
  },
});

export type ExtraPacketPageRef = ActorRefFrom<typeof extraPacketPageMachine>;
