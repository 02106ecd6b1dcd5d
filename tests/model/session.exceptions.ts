import type { CoverageException } from './support/coverageException';

const INCOMPLETE =
  'Needs an incomplete login response (no customer or company), which the sandbox never sends. ' +
  'Proven in src/machines/session/session.login.test.ts ("an incomplete login response goes back to the form saying so ...").';

const CODE_FAILED =
  "Needs the steps' code (src/machines/session/stepCode.ts) to fail to load, which a walk on jsdom cannot make " +
  'happen: the import is a module of the test run. Proven in src/machines/session/session.login.test.ts ' +
  '("a failed load of the steps’ code ...") and src/machines/session/session.portal.test.ts ("a switch whose code did not load ...") and src/app/stepCodeFailed.test.tsx ' +
  '("a failed load of the login’s code ...").';

const ADOPTED_WHILE_LOADING =
  "A login completed elsewhere before the login's code is there: the router stores it itself. The walk's " +
  'session.adopt comes when the page is up, after the code (preloaded beside the entry). Proven in ' +
  'src/machines/session/session.login.test.ts ("a login completed elsewhere (session.adopt) is stored ...").';

/** Items of a state the walks never reach (the incomplete login, a failed code load). */
const unreached = (reason: string, items: string[]): CoverageException[] =>
  items.map((item) => ({ machineId: 'session', item, reason }));

/** What the session model tests leave unwalked, and why (the shape: support/coverageException.ts). */
export const COVERAGE_EXCEPTIONS: CoverageException[] = [
  {
    machineId: 'session',
    item: 'session.anonymous.storingLogin --always--> session.anonymous.incompleteLogin',
    reason: INCOMPLETE,
  },
  { machineId: 'session', item: 'session.anonymous.incompleteLogin', reason: INCOMPLETE },
  {
    machineId: 'session',
    item: 'session.anonymous.incompleteLogin.running --xstate.done.actor.login[signedInInFastLoginPopup]--> session.handedOver',
    reason: INCOMPLETE,
  },
  {
    machineId: 'session',
    item: 'session.anonymous.incompleteLogin.running --xstate.done.actor.login--> session.anonymous.storingLogin',
    reason: INCOMPLETE,
  },
  {
    machineId: 'session',
    item: 'session.anonymous.incompleteLogin.running --session.adopt--> self',
    reason: INCOMPLETE,
  },
  {
    machineId: 'session',
    item: 'session.anonymous.signingIn.running --session.adopt--> self',
    reason:
      "Walked as the login child's end: the walk sends session.adopt, the router passes it on and the child ends " +
      'with it (xstate.done.actor.login, way "elsewhere"); the model takes the two as one step. The passing on is ' +
      'proven in src/machines/session/session.login.test.ts ("a login completed elsewhere (session.adopt) ...").',
  },
  ...unreached(INCOMPLETE, [
    'session.anonymous.incompleteLogin.loadingCode',
    'session.anonymous.incompleteLogin.codeFailed',
    'session.anonymous.incompleteLogin.running',
    'session.anonymous.incompleteLogin.loadingCode --session.adopt--> session.anonymous.storingLogin',
    'session.anonymous.incompleteLogin.loadingCode --xstate.done.actor.stepCode--> session.anonymous.incompleteLogin.running',
    'session.anonymous.incompleteLogin.loadingCode --xstate.error.actor.stepCode--> session.anonymous.incompleteLogin.codeFailed',
    'session.anonymous.incompleteLogin.codeFailed --session.adopt--> session.anonymous.storingLogin',
    'session.anonymous.incompleteLogin.codeFailed --user.retryStepCode--> session.anonymous.incompleteLogin.loadingCode',
  ]),
  ...unreached(CODE_FAILED, [
    'session.anonymous.signingIn.codeFailed',
    'session.anonymous.signingIn.loadingCode --xstate.error.actor.stepCode--> session.anonymous.signingIn.codeFailed',
    'session.anonymous.signingIn.codeFailed --session.adopt--> session.anonymous.storingLogin',
    'session.anonymous.signingIn.codeFailed --user.retryStepCode--> session.anonymous.signingIn.loadingCode',
    'session.authenticated.flow.terms.codeFailed',
    'session.authenticated.flow.terms.loadingCode --xstate.error.actor.stepCode--> session.authenticated.flow.terms.codeFailed',
    'session.authenticated.flow.terms.codeFailed --user.retryStepCode--> session.authenticated.flow.terms.loadingCode',
    ...['corporateSelection', 'switchingCompany', 'switchingOnSelection'].flatMap((step) => [
      `session.authenticated.flow.${step}.codeFailed`,
      `session.authenticated.flow.${step}.loadingCode --xstate.error.actor.stepCode--> session.authenticated.flow.${step}.codeFailed`,
      `session.authenticated.flow.${step}.codeFailed --user.retryStepCode--> session.authenticated.flow.${step}.loadingCode`,
    ]),
  ]),
  ...unreached(ADOPTED_WHILE_LOADING, [
    'session.anonymous.signingIn.loadingCode --session.adopt--> session.anonymous.storingLogin',
  ]),
  {
    machineId: 'session',
    item: 'session.authenticated.flow.switchingCompany --route.changed--> session.authenticated.flow.ready',
    reason:
      "Another page while the header switcher's change is on its way: the sandbox answers before a walk could " +
      'navigate, so the walk would see the change done. Proven in src/machines/session/session.portal.test.ts ' +
      '("another page while the header switch is on its way leaves it, in the same company").',
  },
  {
    machineId: 'session',
    item: 'session.authenticated.flow.switchingOnSelection --route.changed--> session.authenticated.flow.ready',
    reason:
      "Another page while the header switcher's change is on its way: the sandbox answers before a walk could " +
      'navigate, so the walk would see the change done. Proven in src/machines/session/session.portal.test.ts ' +
      '("another page while the header switch is on its way leaves it, in the same company").',
  },
];
