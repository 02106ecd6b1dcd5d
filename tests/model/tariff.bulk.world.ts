import type { EventObject } from 'xstate';
import type { TariffCanDo, TariffJob } from '../../src/api/tariff/types';
import type { tariffBulkMachine } from '../../src/machines/tariff/tariffBulkMachine';
import type {
  tariffCatalogueMachine,
  tariffJobsMachine,
} from '../../src/machines/tariff/tariffBulkPageMachine';
import type { tariffJobMachine } from '../../src/machines/tariff/tariffJobMachine';
import { SEED } from './tariff.world';

export type BulkSnapshot = ReturnType<typeof tariffBulkMachine.getInitialSnapshot>;
export type JobSnapshot = ReturnType<typeof tariffJobMachine.getInitialSnapshot>;
export type JobsSnapshot = ReturnType<typeof tariffJobsMachine.getInitialSnapshot>;
export type CatalogueSnapshot = ReturnType<typeof tariffCatalogueMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export const BULK_PAGE = '/tariff-package/bulk';
export const JOB_ID = 'model-job';
export const JOB_PAGE = `/tariff-package/bulk/${JOB_ID}`;
export const BULK_PATHS = {
  canDo: '/ccsirest/tariff/can-do-list.json',
  progress: '/ccsirest/tariff/progress-bar.json',
  bulk: '/dc_ccsi/v1/tariffs/bulk-change',
  productList: '/ccsirest/tariff/product-list.json',
};
/** The file's one row: the seed line to Ekonomik 5 GB, which the rules allow. */
export const FILE_ROW = { msisdn: SEED.line.msisdn, tariff: 'Kurumsal Ekonomik 5 GB' };

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });
const importDone = () => ({
  hasTag: (tag: string) => tag === 'done',
  context: { rows: [{ line: 2, values: FILE_ROW }] },
});
const CHECK: TariffCanDo = {
  items: [
    {
      ...FILE_ROW,
      fromTariff: SEED.line.tariffName,
      toTariff: FILE_ROW.tariff,
      tariffId: 'KRM-EKO-5',
      allowed: true,
      reason: null,
      priceDifference: -160,
    },
  ],
  allowedCount: 1,
  totalDifference: -160,
};
const job = (status: 'RUNNING' | 'DONE'): TariffJob => ({
  jobId: JOB_ID,
  orderNo: 'SP-20260115-000001',
  status,
  createdAt: '',
  createdBy: '',
  total: 1,
  changed: status === 'DONE' ? 1 : 0,
  refused: 0,
  lines: [],
});

/** A file of one line, its check (or a failed check), the SMS code (validated or cancelled), the job (or a refusal). */
export function bulkEvents(s: BulkSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.snapshot.fileImport', snapshot: importDone() },
    { type: 'lines.chosen', moves: [{ msisdn: FILE_ROW.msisdn, tariff: 'KRM-EKO-5' }] },
    { type: 'xstate.done.actor.check', output: CHECK },
    { type: 'xstate.error.actor.check', error: fail() },
    { type: 'user.confirm' },
    { type: 'user.restart' },
    { type: 'xstate.done.actor.otp', output: { status: 'validated', result: {}, transactionId: 't' } },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    { type: 'xstate.done.actor.start', output: job('RUNNING') },
    { type: 'xstate.error.actor.start', error: fail() },
  ].filter((event) => s.can(event as never)) as ModelEvent[];
}

export const serializeBulk = (s: BulkSnapshot) =>
  JSON.stringify({ value: s.value, checked: Boolean(s.context.check), failed: Boolean(s.context.failure) });

/** The progress answers (running, then done) or fails; the next tick comes by the played delay. */
export function jobEvents(s: JobSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: job('RUNNING') },
    { type: 'xstate.done.actor.load', output: job('DONE') },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'xstate.after.jobPoll.tariffJob.waiting' },
  ].filter((event) => s.can(event as never)) as ModelEvent[];
}

export const serializeJob = (s: JobSnapshot) =>
  JSON.stringify({ value: s.value, job: Boolean(s.context.job), missed: s.context.misses > 0 });

export function jobsEvents(s: JobsSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: [] },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
    { type: 'user.refresh' },
  ].filter((event) => s.can(event as never));
}

export const serializeJobs = (s: JobsSnapshot) => JSON.stringify(s.value);

/** The catalogue loads, or fails and is loaded again. */
export function catalogueEvents(s: CatalogueSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: [] },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

export const serializeCatalogue = (s: CatalogueSnapshot) => JSON.stringify(s.value);
