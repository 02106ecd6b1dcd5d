import { lineSpec } from './fixtures/lineSpec';
import type { FromWorker, ToWorker } from './importTypes';
import { serveImport, type WorkerPort } from './importWorker';

function fakePort() {
  const posted: FromWorker[] = [];
  let listener: ((event: MessageEvent<ToWorker>) => void) | undefined;
  const port: WorkerPort = {
    postMessage: (message) => posted.push(message),
    addEventListener: (_type, fn) => {
      listener = fn;
    },
  };
  const send = (data: ToWorker) => listener?.({ data } as MessageEvent<ToWorker>);
  return { port, posted, send };
}

function csv(rows: number): ArrayBuffer {
  const lines = ['Hat numarası;Kullanıcı adı'];
  for (let i = 0; i < rows; i++) lines.push(`53${String(i).padStart(8, '0')};Kişi ${i}`);
  return new TextEncoder().encode(lines.join('\r\n')).buffer as ArrayBuffer;
}

describe('serveImport', () => {
  it('parses, reports progress and posts every validated row', async () => {
    const { port, posted, send } = fakePort();
    serveImport(lineSpec, port);
    send({ type: 'start', bytes: csv(1200), fileName: 'a.csv' });
    await vi.waitFor(() => expect(posted.at(-1)?.type).toBe('done'));
    expect(posted[0]).toEqual({ type: 'progress', done: 0, total: 1200 });
    // The rows come in parts of at most 1,000, the last one in "done".
    const parts = posted.filter((m) => m.type === 'rows' || m.type === 'done') as Extract<
      FromWorker,
      { rows: unknown }
    >[];
    expect(parts.map((m) => [m.type, m.rows.length])).toEqual([
      ['rows', 1000],
      ['done', 200],
    ]);
    const rows = parts.flatMap((m) => m.rows);
    expect(rows[0]).toMatchObject({ line: 2 });
    expect(rows[1199]).toMatchObject({ line: 1201, errors: [] });
  });

  it('stops on cancel and posts no result', async () => {
    const { port, posted, send } = fakePort();
    // The page cancels as soon as it hears the first progress, while rows remain to validate.
    const cancelling: WorkerPort = {
      postMessage: (message) => {
        port.postMessage(message);
        if (message.type === 'progress' && message.done === 0) send({ type: 'cancel' });
      },
      addEventListener: port.addEventListener,
    };
    serveImport(lineSpec, cancelling);
    send({ type: 'start', bytes: csv(5000), fileName: 'a.csv' });
    await vi.waitFor(() => expect(posted.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([{ type: 'progress', done: 0, total: 5000 }]);
  });

  it('reports missing columns and unreadable files as codes', async () => {
    const { port, posted, send } = fakePort();
    serveImport(lineSpec, port);
    send({
      type: 'start',
      bytes: new TextEncoder().encode('Ad\r\nx').buffer as ArrayBuffer,
      fileName: 'a.csv',
    });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      type: 'failed',
      failure: { code: 'missingColumns', columns: ['Hat numarası', 'Kullanıcı adı'] },
    });
    send({ type: 'start', bytes: new Uint8Array([0x50, 0x4b, 1, 2, 3]).buffer, fileName: 'bozuk.xlsx' });
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ type: 'failed', failure: { code: 'unreadable' } });
  });
});
