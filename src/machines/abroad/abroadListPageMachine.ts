import { type ActorRefFrom, emit, sendParent, sendTo, setup, spawnChild } from 'xstate';
import type { AbroadService, AbroadValidation } from '../../api/abroad/types';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { PageEffect } from '../shared/page/pageEffects';
import { selectableListTransitions } from '../shared/page/selectableList';
import { abroadChangeActors } from './abroadActors';
import { abroadChangeMachine } from './abroadChangeMachine';
import { abroadFilterChoicesMachine, abroadListLogic } from './abroadListMachine';
import { ABROAD_CONFIRM_PATH, ABROAD_PAGE_SIZE, type AbroadQuery, EMPTY_ABROAD_QUERY } from './abroadQuery';
import { abroadSummaryMachine } from './abroadSummaryMachine';

export interface AbroadListPageInput {
  service: AbroadService;
  rights: PersonRights | undefined;
}

export type AbroadListPageEvent =
  | { type: 'user.query'; query: AbroadQuery }
  | { type: 'user.filter'; text: string }
  | { type: 'change.validated'; validation: AbroadValidation };

/**
 * /roaming and /international-call as one chart: the service's summary, the lines (server-paged),
 * the filter bar's choices and the change (selection and check) run as children; a new query or
 * quick filter clears the chosen lines first, and a checked change goes on to the confirm page
 * with its validation in the history entry (so a reload there keeps it).
 */
export const abroadListPageMachine = setup({
  types: {
    context: {} as AbroadListPageInput,
    events: {} as AbroadListPageEvent,
    input: {} as AbroadListPageInput,
    emitted: {} as PageEffect,
    children: {} as { summary: 'summary'; list: 'list'; choices: 'choices'; change: 'change' },
  },
  actors: {
    summary: abroadSummaryMachine,
    list: abroadListLogic,
    choices: abroadFilterChoicesMachine,
    // A checked change is told to this page, whose chart hands it to the confirm page.
    change: abroadChangeMachine.provide({
      actors: abroadChangeActors,
      actions: {
        changeValidated: sendParent((_, validation: AbroadValidation) => ({
          type: 'change.validated',
          validation,
        })),
      },
    }),
  },
  actions: {
    clearSelection: sendTo('change', { type: 'selection.clear' }),
  },
}).createMachine({
  id: 'abroadListPage',
  context: ({ input }) => input,
  entry: [
    spawnChild('summary', { id: 'summary', input: ({ context }) => context.service }),
    spawnChild('list', { id: 'list', input: { query: EMPTY_ABROAD_QUERY, pageSize: ABROAD_PAGE_SIZE } }),
    spawnChild('choices', { id: 'choices', input: undefined }),
    spawnChild('change', {
      id: 'change',
      input: ({ context }) => ({ service: context.service, rights: context.rights }),
    }),
  ],
  on: {
    ...selectableListTransitions<AbroadListPageInput, AbroadListPageEvent>({
      list: 'list',
      clearSelection: 'clearSelection',
    }),
    'change.validated': {
      description: 'Some lines can change: on to the confirm page, the validation in its history entry.',
      actions: emit(({ context, event }) => ({
        type: 'navigate' as const,
        to: ABROAD_CONFIRM_PATH[context.service],
        state: { validation: event.validation },
      })),
    },
  },
});

export type AbroadListPageRef = ActorRefFrom<typeof abroadListPageMachine>;
