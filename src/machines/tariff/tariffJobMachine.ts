import { assign, fromPromise, setup } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { TariffJob } from '../../api/tariff/types';

const loadJob = fromPromise<TariffJob, { jobId: string }>(async ({ input, signal }) => {
  const answer = await callEndpoint('tariffProgressBar', { body: { jobId: input.jobId } }, signal);
  if (!answer.job) throw new Error('İş bulunamadı.');
  return answer.job;
});

/** How long the page waits between two progress calls. */
export const POLL_MS = 1000;

/**
 * /tariff-package/bulk/<jobId>: the job's progress, asked again every second until every line
 * is settled. A failed call is skipped (the row's error mode is `ignore`): the next tick asks again.
 */
export const tariffJobMachine = setup({
  types: {
    context: {} as { jobId: string; job: TariffJob | undefined; misses: number },
    input: {} as { jobId: string },
  },
  actors: {
    // The real call by default; tests provide their own.
    load: loadJob,
  },
  delays: { jobPoll: POLL_MS },
  guards: { finished: (_, job: TariffJob) => job.status === 'DONE' },
}).createMachine({
  id: 'tariffJob',
  context: ({ input }) => ({ jobId: input.jobId, job: undefined, misses: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ jobId: context.jobId }),
        onDone: [
          {
            guard: { type: 'finished', params: ({ event }) => event.output },
            target: 'done',
            actions: assign({ job: ({ event }) => event.output, misses: 0 }),
          },
          { target: 'waiting', actions: assign({ job: ({ event }) => event.output, misses: 0 }) },
        ],
        onError: { target: 'waiting', actions: assign({ misses: ({ context }) => context.misses + 1 }) },
      },
    },
    waiting: { after: { jobPoll: 'loading' } },
    done: { tags: ['done'] },
  },
});
