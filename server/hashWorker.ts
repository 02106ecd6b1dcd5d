/**
 * Password hashing off the request path and off libuv's thread pool (issue 38). Async scrypt
 * ran on libuv's four threads, the same threads that read static files and gzip answers: under
 * a login storm a cheap GET with gzip waited behind the hashes (p50 11 ms → 826 ms). Here every
 * check runs in one dedicated worker thread, one at a time: a storm makes the logins wait (the
 * guesser's problem, and the throttle's), never the files or the other answers, and it takes
 * one core of the machine's two at most, at a lower CPU priority (nice 10, this thread only).
 * bench/abuse.ts holds the figures that chose this over a larger UV_THREADPOOL_SIZE
 * (docs/security.md, "Figures").
 */
import { Worker } from 'node:worker_threads';

/** The worker's whole program: CommonJS, so it runs from a string under node and tsx alike. */
const PROGRAM = `
const { parentPort } = require('node:worker_threads');
// Linux nices threads one by one: only this thread yields to the event loop's thread.
try { require('node:os').setPriority(10); } catch {}
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, length, cost }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), length, { N: cost, maxmem: 256 * 1024 * 1024 });
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

interface Pending {
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function hashWorker(): Worker {
  if (worker) return worker;
  const created = new Worker(PROGRAM, { eval: true });
  // The worker never keeps the process alive (tests, npm start's Ctrl+C).
  created.unref();
  created.on('message', ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    const job = pending.get(id);
    pending.delete(id);
    if (!job) return;
    if (key) job.resolve(Buffer.from(key));
    else job.reject(new Error(error ?? 'scrypt failed'));
  });
  const fail = (error: unknown) => {
    worker = undefined;
    for (const job of pending.values()) job.reject(error instanceof Error ? error : new Error(String(error)));
    pending.clear();
  };
  created.on('error', fail);
  created.on('exit', (code) => fail(new Error(`hash worker exited with ${code}`)));
  worker = created;
  return created;
}

/** scrypt(password, salt) in the hash worker. */
export function scryptInWorker(
  password: string,
  salt: Buffer,
  length: number,
  cost: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    hashWorker().postMessage({ id, password, salt, length, cost });
  });
}
