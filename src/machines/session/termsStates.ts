import { assign } from 'xstate';
import { PATHS } from './sessionEvents';
import { sessionSetup } from './sessionSetup';

/**
 * Terms approval (spec §2 Root): the pending documents are loaded and each must be accepted
 * before the portal opens; any other page leads back here. A child of the session router's flow.
 */
export const termsState = sessionSetup.createStateConfig({
  tags: ['view:terms'],
  exit: assign({ terms: [], acceptedTermIds: [] }),
  on: {
    'route.changed': {
      description: 'Terms come first: any other page leads back to them.',
      actions: ['assignPath', { type: 'navigate', params: { to: PATHS.terms } }],
    },
  },
  initial: 'loadingTerms',
  states: {
    loadingTerms: {
      tags: ['busy', 'terms:loading'],
      invoke: {
        id: 'termsList',
        src: 'termsList',
        onDone: [
          {
            guard: {
              type: 'noTermsPending',
              params: ({ event }) => ({ terms: event.output.terms }),
            },
            target: '#session.authenticated.flow.deciding',
            actions: [
              assign({
                session: ({ context }) => ({ ...context.session, termsApproved: 1 as const }),
              }),
              'persistSession',
            ],
          },
          {
            target: 'reviewing',
            actions: assign({ terms: ({ event }) => event.output.terms, acceptedTermIds: [] }),
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'showFormError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { tags: ['terms:loadFailed'], on: { 'user.retry': 'loadingTerms' } },
    reviewing: {
      tags: ['terms:reviewing'],
      on: {
        'user.toggleTerm': {
          actions: assign({
            formError: undefined,
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
        onDone: {
          target: '#session.authenticated.flow.deciding',
          actions: [
            assign({
              session: ({ context }) => ({ ...context.session, termsApproved: 1 as const }),
            }),
            'persistSession',
          ],
        },
        onError: {
          target: 'reviewing',
          actions: { type: 'showFormError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
