import { type ActorRefFrom, type AnyActorRef, assign, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { bulkImportMachine } from './bulkImportMachine';
import { invoiceNameBulkMachine } from './invoiceNameBulkMachine';
import { invoiceNameBulkActors } from './lineUserActors';
import { lineUserEditMachine } from './lineUserEditMachine';
import { lineUserFilterChoicesMachine, lineUserListLoader, lineUserListMachine } from './lineUserListMachine';
import { EMPTY_LINE_USER_QUERY, LINE_USER_PAGE_SIZE, type LineUserQuery } from './lineUserQuery';

export interface LineUserPageInput {
  rights: PersonRights | undefined;
}

interface LineUserPageContext extends LineUserPageInput {
  /** The line whose dialog is open, or was open last (the view gives its row's button the focus back). */
  openedLine: string | undefined;
}

export type LineUserPageEvent =
  | { type: 'user.query'; query: LineUserQuery }
  | { type: 'user.filter'; text: string }
  | { type: 'user.edit'; productId: string }
  | { type: 'user.import' }
  | { type: 'import.close' }
  /** Lines were written (the bulk invoice name, an import that saved rows): the list shows it. */
  | { type: 'lines.changed' };

/** The list's query as it stands (quick filter included), for the reload after a change. */
function currentQuery(self: AnyActorRef): LineUserQuery {
  // The walk's path generation resolves actions without running children: no list, no query.
  const list = self.getSnapshot().children?.list as ActorRefFrom<typeof lineUserListMachine> | undefined;
  return list?.getSnapshot().context.query ?? EMPTY_LINE_USER_QUERY;
}

/**
 * /update-product-user as one chart: the lines (server-paged), the filter bar's choices and the
 * bulk invoice name (which holds the table's selection) run as children; a new query or quick
 * filter clears the chosen lines first. One line's dialog runs the edit flow as an invoked child,
 * and the bulk import opens as a dialog; whatever wrote lines reloads the list.
 */
export const lineUserPageMachine = setup({
  types: {
    context: {} as LineUserPageContext,
    input: {} as LineUserPageInput,
    events: {} as LineUserPageEvent,
    children: {} as { list: 'list'; choices: 'choices'; bulk: 'bulk'; edit: 'edit'; import: 'import' },
  },
  actors: {
    list: lineUserListMachine.provide({ actors: { loadPage: lineUserListLoader } }),
    choices: lineUserFilterChoicesMachine,
    // An update is told to this page, whose chart reloads the list.
    bulk: invoiceNameBulkMachine.provide({
      actors: invoiceNameBulkActors,
      actions: { linesUpdated: sendParent({ type: 'lines.changed' }) },
    }),
    edit: lineUserEditMachine,
    import: bulkImportMachine,
  },
  actions: {
    clearSelection: sendTo('bulk', { type: 'selection.clear' }),
    reloadList: sendTo('list', ({ self }) => ({ type: 'user.query', query: currentQuery(self) })),
  },
  guards: {
    wrote: (_, output: { changed: boolean }) => output.changed,
  },
}).createMachine({
  id: 'lineUserPage',
  context: ({ input }) => ({ rights: input.rights, openedLine: undefined }),
  entry: [
    spawnChild('list', {
      id: 'list',
      input: { query: EMPTY_LINE_USER_QUERY, pageSize: LINE_USER_PAGE_SIZE },
    }),
    spawnChild('choices', { id: 'choices', input: undefined }),
    spawnChild('bulk', { id: 'bulk', input: ({ context }) => ({ rights: context.rights }) }),
  ],
  on: {
    'user.query': {
      description: 'A sort or the filter bar: the chosen lines belong to the old list, so they go.',
      actions: [
        'clearSelection',
        sendTo('list', ({ event }) => ({ type: 'user.query', query: event.query })),
      ],
    },
    'user.filter': {
      description: 'The quick filter: the chosen lines go before the list narrows.',
      actions: ['clearSelection', sendTo('list', ({ event }) => ({ type: 'user.filter', text: event.text }))],
    },
    'lines.changed': {
      description: 'Lines were written: the list reloads with the query it has.',
      actions: 'reloadList',
    },
  },
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'user.edit': { target: 'editing', actions: assign({ openedLine: ({ event }) => event.productId }) },
        'user.import': 'importing',
      },
    },
    editing: {
      description: 'One line’s dialog: the edit flow runs until the person closes it.',
      invoke: {
        id: 'edit',
        src: 'edit',
        input: ({ context }) => ({ productId: context.openedLine ?? '', rights: context.rights }),
        onDone: [
          {
            description: 'Something was written: the list shows it.',
            guard: { type: 'wrote', params: ({ event }) => event.output },
            target: 'browsing',
            actions: 'reloadList',
          },
          { target: 'browsing' },
        ],
        onError: 'browsing',
      },
    },
    importing: {
      description:
        'The bulk update dialog: the import runs as a child while it is open; a submit that saved rows sends lines.changed.',
      invoke: { id: 'import', src: 'import' },
      on: { 'import.close': 'browsing' },
    },
  },
});

export type LineUserPageRef = ActorRefFrom<typeof lineUserPageMachine>;
