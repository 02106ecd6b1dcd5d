import type { FromWorker, ImportSpec, ToWorker } from './importTypes';
import { parseSheet } from './parse';
import { startValidation } from './validate';

/** The part of a worker's global scope the kit uses (a fake in tests). */
export interface WorkerPort {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

const CHUNK_ROWS = 500;
/**
 * Rows go to the page in messages of this many: the page decodes each message in a task of its
 * own, and 10,000 rows in one message took one task of about 350 ms there (bench:table).
 */
const ROWS_PER_MESSAGE = 1000;
const PROGRESS_EVERY_MS = 100;

/** Lets queued messages (a "cancel") in between chunks. */
const yieldToEvents = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The worker side of an import, for a feature's own worker entry file:
 * `serveImport(lineUserSpec)`. Parses the file, validates rows in chunks, posts progress at most
 * every ~100 ms and the rows at the end; "cancel" (or a new "start") stops the run in progress.
 */
export function serveImport(spec: ImportSpec, port: WorkerPort = self as unknown as WorkerPort): void {
  let run = 0;
  port.addEventListener('message', (event) => {
    const message = event.data;
    run += 1;
    if (message.type === 'start') void serve(run, message.bytes, message.fileName);
  });

  async function serve(id: number, bytes: ArrayBuffer, fileName: string) {
    let table: string[][];
    try {
      table = await parseSheet(bytes, fileName);
    } catch {
      if (id === run) port.postMessage({ type: 'failed', failure: { code: 'unreadable' } });
      return;
    }
    if (id !== run) return;
    const started = startValidation(table, spec);
    if (!started.ok) {
      port.postMessage({ type: 'failed', failure: started.failure });
      return;
    }
    const { validation } = started;
    port.postMessage({ type: 'progress', done: 0, total: validation.total });
    let lastPost = Date.now();
    while (validation.rows.length < validation.total) {
      const done = validation.step(CHUNK_ROWS);
      const now = Date.now();
      if (now - lastPost >= PROGRESS_EVERY_MS) {
        lastPost = now;
        port.postMessage({ type: 'progress', done, total: validation.total });
      }
      await yieldToEvents();
      if (id !== run) return;
    }
    const rows = validation.rows;
    let sent = 0;
    while (rows.length - sent > ROWS_PER_MESSAGE) {
      port.postMessage({ type: 'rows', rows: rows.slice(sent, sent + ROWS_PER_MESSAGE) });
      sent += ROWS_PER_MESSAGE;
      await yieldToEvents();
      if (id !== run) return;
    }
    port.postMessage({ type: 'done', rows: rows.slice(sent) });
  }
}
