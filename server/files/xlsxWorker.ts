/**
 * XLSX files are written in a worker thread (issue 38): zipping a 600-row sheet took the event
 * loop for 60-90 ms per export, so a client looping exports raised every other answer's time
 * (a cheap GET from p50 4 ms to 111 ms). The rows are built here, the file is written there,
 * one at a time; the loop only posts and receives. The worker runs at a lower CPU priority (nice
 * 10, this thread only): on two cores a zipping worker, the event loop and a client compete, and
 * the answers of everyone else come first (bench:abuse's export phase).
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A cell as it can cross to the worker: a Date cell says so (a constructor cannot be sent). */
export type WireCell = string | null | { value: string; fontWeight: 'bold' } | { date: Date; format: string };

/** The worker's program: CommonJS from a string, so it runs under node and tsx alike. */
const PROGRAM = `
const { parentPort, workerData } = require('node:worker_threads');
// Linux nices threads one by one: only this thread yields to the event loop's thread.
try { require('node:os').setPriority(10); } catch {}
const writeXlsxFile = require(workerData.writer);
const write = writeXlsxFile.default ?? writeXlsxFile;
parentPort.on('message', async ({ id, rows, sheet }) => {
  try {
    const data = rows.map((row) =>
      row.map((cell) => (cell && typeof cell === 'object' && 'date' in cell
        ? { value: cell.date, type: Date, format: cell.format }
        : cell)),
    );
    const bytes = await write(data, { sheet }).toBuffer();
    parentPort.postMessage({ id, bytes });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve(bytes: Buffer): void; reject(error: Error): void }>();

function xlsxWorker(): Worker {
  if (worker) return worker;
  const writer = createRequire(import.meta.url).resolve('write-excel-file/node');
  const created = new Worker(PROGRAM, { eval: true, workerData: { writer } });
  created.unref();
  created.on('message', ({ id, bytes, error }: { id: number; bytes?: Uint8Array; error?: string }) => {
    const job = pending.get(id);
    pending.delete(id);
    if (bytes) job?.resolve(Buffer.from(bytes));
    else job?.reject(new Error(error ?? 'xlsx failed'));
  });
  const fail = (error: unknown) => {
    worker = undefined;
    for (const job of pending.values()) job.reject(error instanceof Error ? error : new Error(String(error)));
    pending.clear();
  };
  created.on('error', fail);
  created.on('exit', (code) => fail(new Error(`xlsx worker exited with ${code}`)));
  worker = created;
  return created;
}

export function xlsxInWorker(rows: WireCell[][], sheet: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    xlsxWorker().postMessage({ id, rows, sheet });
  });
}
