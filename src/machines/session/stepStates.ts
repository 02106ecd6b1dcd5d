import { assign, not } from 'xstate';
import { PATHS } from './sessionEvents';
import { type SessionContext, sessionSetup } from './sessionSetup';

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

/** The corporate selection child's input: the session's list and company, and a choice made already. */
const corporateInput = (context: SessionContext, switchTo?: string) => ({
  corporates: context.session.easyLoginCorporateList,
  current: context.session.user?.corporateNcst,
  switchTo,
});

/**
 * Corporate selection (spec §2) as the router sees it: the corporate selection child
 * (corporateSelectionMachine.ts) runs while the person is here; a switch replaces the session's
 * company and its rights, and leads on to the referer or the dashboard.
 */
export const corporateSelectionStep = sessionSetup.createStateConfig({
  tags: ['view:corporateSelection'],
  invoke: {
    id: 'corporateSelection',
    src: 'corporateSelection',
    input: ({ context }) => corporateInput(context),
    onDone: {
      target: 'ready',
      actions: [
        { type: 'applyCorporateStep', params: ({ event }) => ({ output: event.output }) },
        'leadOnFromCorporateSelection',
      ],
    },
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
      guard: not('isCurrentCorporate'),
      description: 'The header switcher on this page changes company at once, as from any page.',
      target: 'switchingCompany',
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

/**
 * The header switcher's change of company: the same child, started with the choice, so it changes
 * at once. A state of its own so the chart (and its model) tells it apart from the page's choice.
 * The loader covers the page meanwhile; where the change ends, the session leads on (spec §2).
 * A refused change stays in the child, saying why; another page then leaves it, as before.
 */
export const switchingCompanyStep = sessionSetup.createStateConfig({
  tags: ['view:corporateSelection'],
  invoke: {
    id: 'corporateSelection',
    src: 'corporateSelection',
    input: ({ context, event }) =>
      corporateInput(context, event.type === 'user.selectCorporate' ? event.corporateNcst : undefined),
    onDone: {
      target: 'ready',
      actions: [
        { type: 'applyCorporateStep', params: ({ event }) => ({ output: event.output }) },
        'leadOnFromCorporateSelection',
      ],
    },
  },
  on: {
    'route.changed': {
      target: 'ready',
      actions: 'assignPath',
      description: 'Another page leaves the change.',
    },
  },
});
