import { type ActorRefFrom, emit, sendParent, setup, spawnChild } from 'xstate';
import { callEndpoint } from '../../actors/http';
import type { TariffJob, TariffJobSummary } from '../../api/tariff/types';
import type { PageEffect } from '../shared/page/pageEffects';
import { createRequestMachine } from '../shared/requestMachine';
import { type BulkInput, tariffBulkMachine } from './tariffBulkMachine';
import { TARIFF_PATHS } from './tariffPaths';

// The page's two lists live with its chart: each machine file is a chunk of its own (the flow
// atlas loads every `*Machine.ts`), and each chunk's name is listed in the entry.

/** The company's bulk changes, newest first ("Yenile" asks again). */
export const tariffJobsMachine = createRequestMachine<TariffJobSummary[], undefined>(
  'tariffJobs',
  async (_, signal) => (await callEndpoint('tariffProgressBar', { body: {} }, signal)).jobs,
);

/** The catalogue, for the bulk change's "Yeni tarife" choice. */
export const tariffCatalogueMachine = createRequestMachine(
  'tariffCatalogue',
  async (_: undefined, signal: AbortSignal) =>
    (await callEndpoint('tariffProductList', { body: {} }, signal)).tariffs,
);

export type TariffBulkPageEvent = { type: 'job.started'; jobId: string };

/**
 * /tariff-package/bulk as one chart: the bulk change (file or chosen lines, check, SMS code, job),
 * the catalogue for the chosen lines' new tariff and the company's bulk jobs run as children; a
 * started job takes the person to its progress page.
 */
export const tariffBulkPageMachine = setup({
  types: {
    context: {} as BulkInput,
    events: {} as TariffBulkPageEvent,
    input: {} as BulkInput,
    emitted: {} as PageEffect,
    children: {} as { bulk: 'bulk'; catalogue: 'catalogue'; jobs: 'jobs' },
  },
  actors: {
    // A started job is told to this page, whose chart opens its progress.
    bulk: tariffBulkMachine.provide({
      actions: { jobStarted: sendParent((_, job: TariffJob) => ({ type: 'job.started', jobId: job.jobId })) },
    }),
    catalogue: tariffCatalogueMachine,
    jobs: tariffJobsMachine,
  },
}).createMachine({
  id: 'tariffBulkPage',
  context: ({ input }) => input,
  entry: [
    spawnChild('bulk', { id: 'bulk', input: ({ context }) => ({ requestId: context.requestId }) }),
    spawnChild('catalogue', { id: 'catalogue', input: undefined }),
    spawnChild('jobs', { id: 'jobs', input: undefined }),
  ],
  on: {
    'job.started': {
      description: 'The job runs on the server: on to its progress page.',
      actions: emit(({ event }) => ({ type: 'navigate' as const, to: TARIFF_PATHS.job(event.jobId) })),
    },
  },
});

export type TariffBulkPageRef = ActorRefFrom<typeof tariffBulkPageMachine>;
