import { assign, sendTo } from 'xstate';
import { applyCorporateChange } from '../../lib/sessionSnapshot';
import { PATHS } from './sessionEvents';
import { sessionSetup } from './sessionSetup';

/**
 * Terms approval (spec §2 Root) as the router sees it: the terms child (termsMachine.ts) runs
 * while the person is here, and its end approves the terms. Any other page leads back here.
 */
export const termsStep = sessionSetup.createStateConfig({
  tags: ['view:terms'],
  invoke: {
    id: 'terms',
    src: 'terms',
    onDone: {
      target: 'deciding',
      actions: [
        assign({ session: ({ context }) => ({ ...context.session, termsApproved: 1 as const }) }),
        'persistSession',
      ],
    },
  },
  on: {
    'route.changed': {
      description: 'Terms come first: any other page leads back to them.',
      actions: ['assignPath', { type: 'navigate', params: { to: PATHS.terms } }],
    },
  },
});

/**
 * Corporate selection (spec §2) as the router sees it: the corporate selection child
 * (corporateSelectionMachine.ts) runs while the person is here, started with the header
 * switcher's choice if that brought them; a switch replaces the session's company and its rights.
 */
export const corporateSelectionStep = sessionSetup.createStateConfig({
  tags: ['view:corporateSelection'],
  invoke: {
    id: 'corporateSelection',
    src: 'corporateSelection',
    input: ({ context, event }) => ({
      corporates: context.session.easyLoginCorporateList,
      current: context.session.user?.corporateNcst,
      switchTo: event.type === 'user.selectCorporate' ? event.corporateNcst : undefined,
    }),
    onDone: [
      {
        guard: { type: 'switchedCorporate', params: ({ event }) => ({ kind: event.output.kind }) },
        target: 'ready',
        actions: [
          assign({
            session: ({ context, event }) =>
              event.output.kind === 'switched'
                ? applyCorporateChange(context.session, event.output.login)
                : context.session,
          }),
          // Another company, other rights: nothing of the old ones may hold.
          sendTo('rights', { type: 'rights.reload' }),
          // Corporate selection is a login step (spec §2): a stored referer comes next and is
          // cleared; without one, the dashboard.
          { type: 'navigate', params: ({ context }) => ({ to: context.session.referer ?? PATHS.dashboard }) },
          'clearReferer',
          'persistSession',
        ],
      },
      {
        description: "The person stayed in the session's company.",
        target: 'ready',
        actions: [
          { type: 'navigate', params: ({ context }) => ({ to: context.session.referer ?? PATHS.dashboard }) },
          'clearReferer',
          'persistSession',
        ],
      },
    ],
  },
  on: {
    'corporate.listChanged': {
      description: "A new default company is the session's too, kept over a reload.",
      actions: [
        { type: 'applyCorporateList', params: ({ event }) => ({ list: event.corporates }) },
        'persistSession',
      ],
    },
    'user.selectCorporate': {
      description: 'The header switcher on this page chooses as the list does.',
      actions: sendTo('corporateSelection', ({ event }) => event),
    },
    'user.menuSelected': {
      target: 'ready',
      actions: [
        'reportMenuSelection',
        { type: 'navigate', params: ({ event }) => ({ to: event.menuUrl, push: true }) },
      ],
    },
    'route.changed': [
      { guard: 'isCorporatePath', actions: 'assignPath' },
      {
        guard: 'isEntryPath',
        target: 'ready',
        actions: ['assignPath', { type: 'navigate', params: { to: PATHS.dashboard } }],
      },
      { target: 'ready', actions: 'assignPath' },
    ],
  },
});
