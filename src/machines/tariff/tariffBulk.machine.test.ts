import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { TariffCanDo, TariffJob } from '../../api/tariff/types';
import type { OtpOutput } from '../shared/otp/otpMachine';
import { tariffBulkMachine } from './tariffBulkMachine';
import { tariffJobMachine } from './tariffJobMachine';

const ROWS = [
  { line: 2, values: { msisdn: '0532 111 11 11', tariff: 'Kurumsal Ekonomik 5 GB' } },
  { line: 3, values: { msisdn: '5322222222', tariff: 'KRM-DATA-20' } },
];
/** The import kit as a child that is done at once with two rows. */
const doneImport = createMachine({
  context: { rows: ROWS },
  initial: 'done',
  states: { done: { tags: ['done'] } },
});
const check = (allowedCount: number): TariffCanDo => ({ items: [], allowedCount, totalDifference: -160 });
const job = (status: TariffJob['status']): TariffJob => ({
  jobId: 'j-1',
  orderNo: 'SP-20260115-000001',
  status,
  createdAt: '',
  createdBy: '',
  total: 2,
  changed: status === 'DONE' ? 2 : 0,
  refused: 0,
  lines: [],
});

function startBulk(
  allowed: number,
  otp: OtpOutput = { status: 'validated', result: {}, transactionId: 't-1' },
) {
  const started: unknown[] = [];
  const otpInputs: unknown[] = [];
  const jobStarted = vi.fn();
  const actor = createActor(
    tariffBulkMachine.provide({
      actors: {
        fileImport: doneImport,
        check: fromPromise(async () => check(allowed)),
        start: fromPromise(async ({ input }) => {
          started.push(input);
          return job('RUNNING');
        }),
        otp: fromPromise(async ({ input }) => {
          otpInputs.push(input);
          return otp;
        }),
      } as never,
      actions: { jobStarted: (_, j) => jobStarted(j) },
    }),
    { input: { requestId: 'r-1' } },
  ).start();
  return { actor, started, otpInputs, jobStarted };
}

describe('tariffBulkMachine', () => {
  it('checks the file’s moves, confirms with the code whose reference is the request, and starts the job', async () => {
    const { actor, started, otpInputs, jobStarted } = startBulk(2);
    await waitFor(actor, (s) => s.matches('review'));
    expect(actor.getSnapshot().context.moves).toEqual([
      { msisdn: '0532 111 11 11', tariff: 'Kurumsal Ekonomik 5 GB' },
      { msisdn: '5322222222', tariff: 'KRM-DATA-20' },
    ]);
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('started'));
    expect(otpInputs).toEqual([{ purpose: 'TARIFF_CHANGE', reference: 'r-1' }]);
    expect(started).toEqual([
      { requestId: 'r-1', items: actor.getSnapshot().context.moves, transactionId: 't-1' },
    ]);
    expect(jobStarted).toHaveBeenCalledWith(job('RUNNING'));
  });

  it('cannot be confirmed when no line can change, and starts over with another file', async () => {
    const { actor } = startBulk(0);
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().matches('review')).toBe(true);
    actor.send({ type: 'user.restart' });
    // The (stand-in) import child is done at once again, so the same rows are checked anew.
    await waitFor(actor, (s) => s.matches('review'));
  });
});

it('checks lines chosen with the picker, all to one tariff, and ignores an empty choice', async () => {
  const never = createMachine({ initial: 'idle', states: { idle: {} } });
  const checked: unknown[] = [];
  const actor = createActor(
    tariffBulkMachine.provide({
      actors: {
        fileImport: never,
        check: fromPromise(async ({ input }) => {
          checked.push(input);
          return check(1);
        }),
      } as never,
    }),
    { input: { requestId: 'r-2' } },
  ).start();
  actor.send({ type: 'lines.chosen', moves: [] });
  expect(actor.getSnapshot().matches('importing')).toBe(true);
  actor.send({ type: 'lines.chosen', moves: [{ msisdn: '5321111111', tariff: 'KRM-EKO-5' }] });
  await waitFor(actor, (s) => s.matches('review'));
  expect(checked).toEqual([{ items: [{ msisdn: '5321111111', tariff: 'KRM-EKO-5' }] }]);
});

describe('tariffJobMachine', () => {
  it('asks again after a running answer or a miss, and stops when the job is done', async () => {
    const answers: Array<() => TariffJob> = [
      () => job('RUNNING'),
      () => {
        throw new Error('Servis başarısız oldu.');
      },
      () => job('DONE'),
    ];
    let calls = 0;
    const actor = createActor(
      tariffJobMachine.provide({
        actors: { load: fromPromise(async () => (answers[calls++] as () => TariffJob)()) },
        delays: { jobPoll: 1 },
      }),
      { input: { jobId: 'j-1' } },
    ).start();
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toBe(3);
    expect(actor.getSnapshot().context.job?.changed).toBe(2);
    expect(actor.getSnapshot().context.misses).toBe(0);
  });
});
