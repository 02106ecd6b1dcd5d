import type { FromWorker, ToWorker } from '../../../src/lib/sheets/importTypes';
import { serveImport } from '../../../src/lib/sheets/importWorker';

/**
 * jsdom has no Worker: the class this returns runs the import worker entry's own code,
 * `serveImport(spec)`, in the test's thread, with messages posted as tasks both ways as a real
 * worker's are. Stub it as `Worker` (modelHarness's `globals`).
 */
export function inProcessWorker(spec: Parameters<typeof serveImport>[0]) {
  return class InProcessWorker {
    private page: ((event: MessageEvent<FromWorker>) => void)[] = [];
    private worker: ((event: MessageEvent<ToWorker>) => void)[] = [];
    private ended = false;
    constructor() {
      serveImport(spec, {
        postMessage: (data) =>
          setTimeout(() => {
            if (!this.ended) for (const listener of this.page) listener({ data } as MessageEvent<FromWorker>);
          }),
        addEventListener: (_type, listener) => this.worker.push(listener),
      });
    }
    postMessage(data: ToWorker) {
      setTimeout(() => {
        for (const listener of this.worker) listener({ data } as MessageEvent<ToWorker>);
      });
    }
    addEventListener(type: string, listener: (event: MessageEvent<FromWorker>) => void) {
      if (type === 'message') this.page.push(listener);
    }
    terminate() {
      this.ended = true;
    }
  };
}
