import { sessionSetup } from './sessionSetup';

type StepConfig = Parameters<typeof sessionSetup.createStateConfig>[0];
type StepEvents = NonNullable<StepConfig['on']>;

/**
 * A step whose child comes from the steps' chunk (stepCode.ts, issue 42): the router first waits
 * for that code, then runs the step (`running`: the child's invoke, with targets given by id since
 * they are the step's siblings). A failed load says so and is tried again on the person's word,
 * as every failed load of the portal; the step's own events and tags stay on the step around it.
 * `waiting`: what the router does without the child while there is none (the login's adoption).
 */
export const withStepCode = (running: StepConfig, waiting: StepEvents = {}) =>
  sessionSetup.createStateConfig({
    initial: 'loadingCode',
    states: {
      loadingCode: {
        tags: ['busy'],
        description: "The step's code is fetched (preloaded by index.html on the login page).",
        invoke: { id: 'stepCode', src: 'stepCode', onDone: 'running', onError: 'codeFailed' },
        on: waiting,
      },
      codeFailed: {
        tags: ['view:stepCodeFailed'],
        description: "The step's code did not load: a Turkish error with a retry, never a blank page.",
        on: { ...waiting, 'user.retryStepCode': 'loadingCode' },
      },
      running,
    },
  });
