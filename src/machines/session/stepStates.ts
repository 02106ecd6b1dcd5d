import { assign, not } from 'xstate';
import type { CorporateSelectionOutput } from './corporateSelectionMachine';
import { PATHS } from './sessionEvents';
import { sessionSetup } from './sessionSetup';
import { withStepCode } from './stepCodeStates';

/**
 * Terms approval (spec §2 Root) as the router sees it: the terms child (termsMachine.ts) runs
 * while the person is here, once its code is there, and its end approves the terms. Any other page leads back here.
 */
export const termsStep = sessionSetup.createStateConfig({
  ...withStepCode({
    invoke: {
      id: 'terms',
      src: 'terms',
      onDone: {
        target: '#session.authenticated.flow.deciding',
        actions: [
          assign({ session: ({ context }) => ({ ...context.session, termsApproved: 1 as const }) }),
          'persistSession',
        ],
      },
    },
  }),
  tags: ['view:terms'],
  on: {
    'route.changed': {
      description: 'Terms come first: any other page leads back to them.',
      actions: ['assignPath', { type: 'navigate', params: { to: PATHS.terms } }],
    },
  },
});

type StepDone = { event: { output: CorporateSelectionOutput } };
const outputOf = ({ event }: StepDone) => ({ output: event.output });

/**
 * Only the header's change can end refused (the page's choice stays on its list): the person is
 * back where the change started, told why above the page, in the same company.
 */
const refusedEnd = (backTo: 'ready' | 'corporateSelection') => ({
  guard: { type: 'corporateStepRefused' as const, params: outputOf },
  description: 'A refused header change: back where it started, told why above the page.',
  target: `#session.authenticated.flow.${backTo}`,
  actions: { type: 'applyCorporateStep' as const, params: outputOf },
});

/**
 * Corporate selection (spec §2) as the router sees it: the corporate selection child
 * (corporateSelectionMachine.ts) runs while the person is here; a switch replaces the session's
 * company and its rights, and leads on to the referer or the dashboard. `fromHeader`: where the
 * header switcher's change started (and goes back to if refused), false for the page's own choice;
 * the header's child starts with the choice (kept in `switchTo` while its code loads) and changes
 * at once, the loader covering the page.
 */
const corporateStep = (fromHeader: false | 'ready' | 'corporateSelection') =>
  sessionSetup.createStateConfig({
    ...withStepCode({
      invoke: {
        id: 'corporateSelection',
        src: 'corporateSelection',
        input: ({ context }) => ({
          corporates: context.session.easyLoginCorporateList,
          current: context.session.user?.corporateNcst,
          switchTo: fromHeader ? (context.switchTo ?? undefined) : undefined,
        }),
        onDone: [
          ...(fromHeader ? [refusedEnd(fromHeader)] : []),
          {
            target: '#session.authenticated.flow.ready',
            actions: [
              { type: 'applyCorporateStep', params: ({ event }) => ({ output: event.output }) },
              'leadOnFromCorporateSelection',
            ],
          },
        ],
      },
    }),
    tags: ['view:corporateSelection'],
  });

export const corporateSelectionStep = sessionSetup.createStateConfig({
  ...corporateStep(false),
  on: {
    // A new default company is the session's too, kept over a reload.
    'corporate.listChanged': {
      actions: [
        { type: 'applyCorporateList', params: ({ event }) => ({ list: event.corporates }) },
        'persistSession',
      ],
    },
    // The header switcher on this page changes company at once, as from any page.
    'user.selectCorporate': {
      guard: not('isCurrentCorporate'),
      target: 'switchingOnSelection',
      actions: 'rememberSwitch',
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
 * The header switcher's change, from a portal page (`switchingCompany`) or from the corporate
 * selection page (`switchingOnSelection`): two states so that a refusal goes back to the page it
 * started on. Another page while the change is on its way leaves it, in the same company.
 */
const switchingStep = (backTo: 'ready' | 'corporateSelection') =>
  sessionSetup.createStateConfig({
    ...corporateStep(backTo),
    exit: assign({ switchTo: null }),
    on: { 'route.changed': { target: 'ready', actions: 'assignPath' } },
  });

export const switchingCompanyStep = switchingStep('ready');
export const switchingOnSelectionStep = switchingStep('corporateSelection');
