import { createActor, waitFor } from 'xstate';
import { lineSpec } from '../../../lib/sheets/fixtures/lineSpec';
import type { FromWorker, ToWorker } from '../../../lib/sheets/importTypes';
import { createImportMachine } from './importMachine';
import { type ImportWorkerLike, workerReadFile } from './workerReader';

function fakeWorker() {
  const posted: ToWorker[] = [];
  const listeners: ((event: MessageEvent<FromWorker>) => void)[] = [];
  let terminated = false;
  const worker: ImportWorkerLike = {
    postMessage: (message) => posted.push(message),
    addEventListener: ((type: string, fn: (event: MessageEvent<FromWorker>) => void) => {
      if (type === 'message') listeners.push(fn);
    }) as ImportWorkerLike['addEventListener'],
    terminate: () => {
      terminated = true;
    },
  };
  const reply = (data: FromWorker) => {
    for (const fn of listeners) fn({ data } as MessageEvent<FromWorker>);
  };
  return { worker, posted, reply, isTerminated: () => terminated };
}

describe('workerReadFile', () => {
  it('sends the bytes, relays progress and rows, and ends the worker after', async () => {
    const fake = fakeWorker();
    const actor = createActor(
      createImportMachine(lineSpec).provide({ actors: { readFile: workerReadFile(() => fake.worker) } }),
    ).start();
    actor.send({ type: 'user.pickFile', file: new File(['abc'], 'a.csv') });
    await vi.waitFor(() => expect(fake.posted[0]?.type).toBe('start'));
    const start = fake.posted[0] as Extract<ToWorker, { type: 'start' }>;
    expect(start.fileName).toBe('a.csv');
    expect(start.bytes.byteLength).toBe(3);
    fake.reply({ type: 'progress', done: 5, total: 10 });
    expect(actor.getSnapshot().context.progress).toEqual({ done: 5, total: 10 });
    fake.reply({ type: 'rows', rows: [{ line: 2, values: { msisdn: '5321234567' }, errors: [] }] });
    fake.reply({ type: 'done', rows: [{ line: 3, values: { msisdn: '5321234568' }, errors: [] }] });
    await waitFor(actor, (s) => s.hasTag('reviewing'));
    // The parts are joined in order.
    expect(actor.getSnapshot().context.rows.map((r) => r.line)).toEqual([2, 3]);
    expect(fake.isTerminated()).toBe(true);
  });

  it('tells the worker to cancel when the person cancels', async () => {
    const fake = fakeWorker();
    const actor = createActor(
      createImportMachine(lineSpec).provide({ actors: { readFile: workerReadFile(() => fake.worker) } }),
    ).start();
    actor.send({ type: 'user.pickFile', file: new File(['abc'], 'a.csv') });
    await vi.waitFor(() => expect(fake.posted).toHaveLength(1));
    actor.send({ type: 'user.cancel' });
    expect(fake.posted[1]).toEqual({ type: 'cancel' });
    expect(fake.isTerminated()).toBe(true);
  });
});
