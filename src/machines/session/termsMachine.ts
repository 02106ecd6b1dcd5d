import { assign, setup } from 'xstate';
import { httpActor } from '../../actors/http';
import type { TermsDocument } from '../../api/types';
import { problemOf, type SessionProblem } from './sessionProblem';

export type TermsEvent =
  | { type: 'user.toggleTerm'; id: string; accepted: boolean }
  | { type: 'user.confirmTerms' }
  | { type: 'user.retry' };

export interface TermsContext {
  terms: TermsDocument[];
  acceptedTermIds: string[];
  problem: SessionProblem | undefined;
}

/** What the session learns when terms approval ends: every pending document is accepted. */
export type TermsOutput = { accepted: true };

/**
 * Terms approval (spec §2 Root): the pending documents are loaded and each must be accepted
 * before the portal opens. The session router invokes it while the person is at this step and
 * marks the terms approved when it is done; which page is shown stays the router's.
 */
export const termsMachine = setup({
  types: {
    context: {} as TermsContext,
    events: {} as TermsEvent,
    output: {} as TermsOutput,
  },
  actors: {
    termsList: httpActor('termsApprovedList'),
    termsConfirm: httpActor('termsApprovedConfirm'),
  },
  guards: {
    noTermsPending: (_, params: { terms: readonly TermsDocument[] }) => params.terms.length === 0,
    allTermsAccepted: ({ context }) =>
      context.terms.every((term) => context.acceptedTermIds.includes(term.id)),
  },
  actions: {
    /** A refused call is said on the page (spec §8's words). */
    showProblem: assign({ problem: (_, params: { error: unknown }) => problemOf(params.error) }),
  },
}).createMachine({
  id: 'terms',
  context: { terms: [], acceptedTermIds: [], problem: undefined },
  initial: 'loadingTerms',
  states: {
    loadingTerms: {
      tags: ['busy', 'terms:loading'],
      invoke: {
        id: 'termsList',
        src: 'termsList',
        onDone: [
          {
            guard: { type: 'noTermsPending', params: ({ event }) => ({ terms: event.output.terms }) },
            target: 'accepted',
          },
          {
            target: 'reviewing',
            actions: assign({ terms: ({ event }) => event.output.terms, acceptedTermIds: [] }),
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { tags: ['terms:loadFailed'], on: { 'user.retry': 'loadingTerms' } },
    reviewing: {
      tags: ['terms:reviewing'],
      on: {
        'user.toggleTerm': {
          actions: assign({
            problem: undefined,
            acceptedTermIds: ({ context, event }) =>
              event.accepted
                ? [...new Set([...context.acceptedTermIds, event.id])]
                : context.acceptedTermIds.filter((id) => id !== event.id),
          }),
        },
        'user.confirmTerms': { guard: 'allTermsAccepted', target: 'confirming' },
      },
    },
    confirming: {
      tags: ['busy', 'terms:confirming'],
      invoke: {
        id: 'termsConfirm',
        src: 'termsConfirm',
        input: ({ context }) => ({ body: { termIds: context.acceptedTermIds } }),
        onDone: 'accepted',
        onError: {
          target: 'reviewing',
          actions: { type: 'showProblem', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    accepted: { type: 'final' },
  },
  output: { accepted: true },
});

export type TermsMachine = typeof termsMachine;
