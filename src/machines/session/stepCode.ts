import { type AnyActorLogic, fromPromise } from 'xstate';
import { loadOnce } from '../../actors/http/loadOnce';

/**
 * The code of the session's steps (sessionSteps.ts) arrives by `import()` (issue 42): the entry
 * chunk, which a logged-out content page, `/ext` and the login page evaluate before their first
 * paint, no longer holds the login, terms and corporate selection machines with the OTP machine.
 * The router waits for it in a state of its own (stepCodeStates.ts `withStepCode`) before it invokes
 * a step's child; index.html's boot script fetches it beside the entry where the login page opens
 * (scripts/vite/bootPlugin.ts), so the form waits for no second round trip.
 */
type StepCode = typeof import('./sessionSteps');

let loaded: StepCode | undefined;

const code = loadOnce(() =>
  import('./sessionSteps').then((module) => {
    loaded = module;
    return module;
  }),
);

/** The steps' code; a failed load is forgotten, so the next try fetches it again (loadOnce). */
export const loadStepCode = (): Promise<StepCode> => code.get();

/** The router's wait for the steps' code: its output is nothing, so the snapshot stays data. */
export const stepCode = fromPromise<void>(async () => {
  await code.get();
});

/** What XState calls on an actor's logic: without the code, a clear error instead of a vague one. */
const RUNNING = new Set<PropertyKey>([
  'transition',
  'getInitialSnapshot',
  'start',
  'getPersistedSnapshot',
  'restoreSnapshot',
]);

/**
 * A step's child logic that is the loaded machine itself once its code is there: the router
 * invokes it only after `stepCode` is done, so every read finds the machine. The invoke keeps its
 * name (`src: 'login'`), so the snapshot persists as before, and the atlas and the usage reporter
 * read the real machine's id and states through it. Before the code, a look at it (a test's
 * `implementations` walk) finds nothing, and starting it is an error.
 */
function loadedStep<T extends AnyActorLogic>(name: string, pick: (module: StepCode) => T): T {
  return new Proxy({} as T, {
    get: (_target, key) => {
      if (!loaded) {
        if (RUNNING.has(key))
          throw new Error(`The session step "${name}" was started before its code loaded (stepCode).`);
        return undefined;
      }
      const real = pick(loaded);
      const value: unknown = Reflect.get(real, key);
      return typeof value === 'function' ? value.bind(real) : value;
    },
    has: (_target, key) => loaded !== undefined && key in pick(loaded),
  });
}

/** The steps' logic as the router's setup names it (sessionActors.ts). */
export const stepLogic = {
  login: loadedStep('login', (module) => module.loginMachine),
  terms: loadedStep('terms', (module) => module.termsMachine),
  corporateSelection: loadedStep('corporateSelection', (module) => module.corporateSelectionMachine),
};
