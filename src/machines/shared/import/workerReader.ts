import { type AnyEventObject, fromCallback } from 'xstate';
import type { FromWorker, ImportRow, ToWorker } from '../../../lib/sheets/importTypes';
import type { ReaderEvent, ReadFileInput } from './importMachine';

/** The part of a Worker the reader uses (a fake in tests). */
export interface ImportWorkerLike {
  postMessage(message: ToWorker, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

/**
 * The import machine's `readFile` for a feature's worker: sends the file's bytes (transferred,
 * not copied), turns the worker's messages into reader events, and on leaving (cancel,
 * restart, unmount) tells the worker to stop and ends it.
 */
export function workerReadFile(createWorker: () => ImportWorkerLike) {
  return fromCallback<AnyEventObject, ReadFileInput>(({ input, sendBack }) => {
    const worker = createWorker();
    let stopped = false;
    const send = (event: ReaderEvent) => {
      if (!stopped) sendBack(event);
    };
    // The rows arrive in parts (one decoding task each on the page); the machine gets them whole.
    const rows: ImportRow[] = [];
    worker.addEventListener('message', ({ data }) => {
      if (data.type === 'progress') send({ type: 'reader.progress', done: data.done, total: data.total });
      else if (data.type === 'rows') rows.push(...data.rows);
      else if (data.type === 'done') send({ type: 'reader.done', rows: rows.concat(data.rows) });
      else send({ type: 'reader.failed', failure: data.failure });
    });
    worker.addEventListener('error', () => send({ type: 'reader.failed', failure: { code: 'unreadable' } }));
    input.file.arrayBuffer().then(
      (bytes) => {
        if (!stopped) worker.postMessage({ type: 'start', bytes, fileName: input.file.name }, [bytes]);
      },
      () => send({ type: 'reader.failed', failure: { code: 'unreadable' } }),
    );
    return () => {
      stopped = true;
      worker.postMessage({ type: 'cancel' });
      worker.terminate();
    };
  });
}
