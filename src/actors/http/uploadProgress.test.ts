import type { AxiosAdapter, AxiosProgressEvent } from 'axios';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createActor, fromPromise, toPromise } from 'xstate';
import { analytics } from '../../lib/analytics';
import { type HttpEvent, onHttpEvent } from './events';
import { HttpError } from './HttpError';
import { callEndpoint, resetHttpClient } from './request';
import { reportUploadTo, type UploadProgressEvent, wholePercents } from './uploadProgress';

// The mechanics, not the row's answer: the answer check lets every answer through.
// `adapter.use` stands in for the browser's XHR where a test needs byte counts before the answer
// (msw reports an upload's bytes only once, when it answers).
const adapter = vi.hoisted(() => ({ use: undefined as AxiosAdapter | undefined }));
vi.mock('./client', async (original) => {
  const actual = await original<typeof import('./client')>();
  return {
    ...actual,
    createClient: (baseURL: string) => {
      const client = actual.createClient(baseURL);
      if (adapter.use) client.defaults.adapter = adapter.use;
      return client;
    },
    checkAnswer: (_row: unknown, answer: unknown) => ({ ok: true, value: answer }),
  };
});

const ROW = 'requestSubmittingUpload'; // POST /dc_ccsi/v1/request-submitting/uploads
const UPLOAD_URL = `${location.origin}/api/dc_ccsi/v1/request-submitting/uploads`;
const CSRF_URL = `${location.origin}/api/dc_ccsi/v1/security/csrf`;
const BODY = {
  pageName: 'company-title-change',
  documentType: 'SIGNATURE_CIRCULAR',
  fileName: 'imza.pdf',
  mimeType: 'application/pdf',
  content: 'JVBERi0xLjQK'.repeat(50),
};
const DOCUMENT = { documentId: 'd1', fileName: 'imza.pdf' };

const server = setupServer();
let reactions: HttpEvent[] = [];
let unsubscribe: () => void = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetHttpClient();
  analytics.clear();
  adapter.use = undefined;
  reactions = [];
  unsubscribe = onHttpEvent((event) => reactions.push(event));
  server.use(http.get(CSRF_URL, () => HttpResponse.json({ status: { code: '0' }, content: { token: 't' } })));
});
afterEach(() => {
  unsubscribe();
  server.resetHandlers();
});

/** An adapter for the upload itself; the anti-forgery token's GET before it is answered at once. */
function uploadAdapter(upload: AxiosAdapter): AxiosAdapter {
  return async (config) =>
    config.method === 'get'
      ? {
          data: { status: { code: '0' }, content: { token: 't' } },
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        }
      : upload(config);
}

/** An upload actor as the feature machines write one: the call, its progress to `listener`. */
const uploadActor = fromPromise<unknown, { listener: { send(e: UploadProgressEvent): void } }>(
  ({ input, signal }) => callEndpoint(ROW, { body: BODY }, signal, reportUploadTo(input.listener, signal)),
);

describe('wholePercents — byte counts to whole percent steps', () => {
  it('reports each whole percent once, however many byte counts arrive', () => {
    const seen: number[] = [];
    const report = wholePercents((p) => seen.push(p));
    for (let loaded = 0; loaded <= 100_000; loaded += 7) report(loaded, 100_000);
    report(100_000, 100_000);
    expect(seen).toEqual(Array.from({ length: 101 }, (_, i) => i));
  });

  it('rounds down, so 100 means every byte is sent', () => {
    const seen: number[] = [];
    const report = wholePercents((p) => seen.push(p));
    report(999, 1000);
    report(1000, 1000);
    expect(seen).toEqual([99, 100]);
  });

  it('reports nothing while the total is unknown', () => {
    const seen: number[] = [];
    const report = wholePercents((p) => seen.push(p));
    report(10, undefined);
    report(10, 0);
    expect(seen).toEqual([]);
  });
});

describe('callEndpoint — upload progress and cancellation', () => {
  it("passes the browser's upload progress of the body to the call's listener", async () => {
    let sentBytes = 0;
    server.use(
      http.post(UPLOAD_URL, async ({ request }) => {
        sentBytes = (await request.arrayBuffer()).byteLength;
        return HttpResponse.json({ status: { code: '0' }, content: DOCUMENT });
      }),
    );
    const counts: [number, number | undefined][] = [];
    await expect(
      callEndpoint(ROW, { body: BODY }, undefined, {
        onUploadProgress: (loaded, total) => counts.push([loaded, total]),
      }),
    ).resolves.toEqual(DOCUMENT);
    expect(sentBytes).toBeGreaterThan(500);
    // msw reports the whole body once it answers; the last count is the whole body.
    expect(counts.at(-1)).toEqual([sentBytes, sentBytes]);
  });

  it('an upload actor tells its listener each whole percent as upload.progress', async () => {
    adapter.use = uploadAdapter(async (config) => {
      for (const loaded of [0, 10, 11, 25, 25.5, 100])
        config.onUploadProgress?.({ loaded, total: 100 } as AxiosProgressEvent);
      return {
        data: { status: { code: '0' }, content: DOCUMENT },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    });
    const heard: UploadProgressEvent[] = [];
    const actor = createActor(uploadActor, { input: { listener: { send: (e) => heard.push(e) } } }).start();
    await expect(toPromise(actor)).resolves.toEqual(DOCUMENT);
    expect(heard.map((e) => e.percent)).toEqual([0, 10, 11, 25, 100]);
    expect(heard.every((e) => e.type === 'upload.progress')).toBe(true);
  });

  it('stopping the actor aborts the upload: the request is cancelled, the listener hears no more', async () => {
    let progress: ((e: AxiosProgressEvent) => void) | undefined;
    let aborted: () => void = () => {};
    const abortSeen = new Promise<void>((resolve) => {
      aborted = resolve;
    });
    adapter.use = uploadAdapter(
      (config) =>
        new Promise((_, reject) => {
          progress = config.onUploadProgress;
          progress?.({ loaded: 40, total: 100 } as AxiosProgressEvent);
          // What axios's XHR adapter does with the signal: abort, and reject as cancelled.
          (config.signal as AbortSignal).addEventListener('abort', () => {
            aborted();
            reject(Object.assign(new Error('canceled'), { code: 'ERR_CANCELED', name: 'CanceledError' }));
          });
        }),
    );
    const heard: number[] = [];
    const actor = createActor(uploadActor, {
      input: { listener: { send: (e) => heard.push(e.percent) } },
    }).start();
    await vi.waitFor(() => expect(heard).toEqual([40]));

    actor.stop();
    await abortSeen;
    // A byte count that arrives after the stop is not told to anyone.
    progress?.({ loaded: 90, total: 100 } as AxiosProgressEvent);
    expect(heard).toEqual([40]);
    expect(actor.getSnapshot().status).toBe('stopped');
    // The call failed as cancelled, and the shell was not told (a cancel is the person's own act).
    await vi.waitFor(() =>
      expect(analytics.events()).toEqual([
        expect.objectContaining({ actionType: 'REQUEST_FAILURE', errorMessage: 'İstek iptal edildi.' }),
      ]),
    );
    expect(reactions).toEqual([]);
  });

  it('an upload cancelled by its signal rejects with the transport error "aborted"', async () => {
    adapter.use = uploadAdapter(
      (config) =>
        new Promise((_, reject) => {
          (config.signal as AbortSignal).addEventListener('abort', () =>
            reject(Object.assign(new Error('canceled'), { code: 'ERR_CANCELED' })),
          );
        }),
    );
    const controller = new AbortController();
    const call = callEndpoint(ROW, { body: BODY }, controller.signal, { onUploadProgress: () => {} });
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'transport', code: 'aborted' });
  });
});
