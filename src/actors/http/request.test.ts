import { Blob as NodeBlob } from 'node:buffer';
import { AxiosError } from 'axios';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { endpoint } from '../../api/contract/catalogue';
import { analytics } from '../../lib/analytics';
import { config } from '../../lib/config';
import { createClient } from './client';
import { type HttpEvent, onHttpEvent } from './events';
import { HttpError } from './HttpError';
import { getPortalFile } from './portalFile';
import { type CallInput, resetHttpClient, callEndpoint as typedCall } from './request';
import { CHANNEL_HEADERS, REQUEST_TIMEOUT_MS, transportKind } from './transport';

const DEFAULT = 'Servis başarısız oldu. Lütfen tekrar deneyiniz.';
const FORBIDDEN =
  'Bu işlem için yetkiniz bulunmamaktadır. Online işlemler portalında tam yetki için online işlem sözleşmesini tamamlamanız, imza sirkülerinizi ve yetkili kişilerin kimlik fotokopilerini ekleyerek size en yakın mağazaya teslim etmeniz gerekmektedir.';
const NETWORK = 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyiniz.';

// Rows used below, each checked against the catalogue so a catalogue change shows up here first.
// Their schemas do not matter: the answer check is stood in for below, so the made-up answers
// pass whatever the rows' own schemas say (the check itself: src/api/contract/answerCheck.ts).
const GET_ROW = 'authorizedUserList'; // GET, notify
const POST_ROW = 'extraPacketLines'; // POST, notify
const MODAL_ROW = 'additionalPackageOrder'; // POST, modal
const TAKEOVER_ROW = 'takeOverOrderById'; // GET /dc_ccsi/v1/take-over/orders/{orderId}, Screen-Name
const BLOB_ROW = 'invoicePdf'; // POST, blob
const CSRF_PATH = '/dc_ccsi/v1/security/csrf';

const origin = location.origin;
const url = (path: string) => `${origin}/api${path}`;
const pathOf = (name: string) => endpoint(name).path;

/**
 * These tests exercise the actor's mechanics on stand-in rows with made-up payloads, so they
 * call it untyped; the typing itself is proven by src/api/contract/contract.typetest.ts.
 */
const callEndpoint = typedCall as unknown as <T = unknown>(
  name: string,
  input?: CallInput,
  signal?: AbortSignal,
) => Promise<T>;

// The actor's mechanics, not the rows' answers: the answer check lets every answer through,
// except in the tests of the check itself.
const answerCheck = vi.hoisted(() => ({ real: false }));
vi.mock('./client', async (original) => {
  const actual = await original<typeof import('./client')>();
  return {
    ...actual,
    checkAnswer: (row: Parameters<typeof actual.checkAnswer>[0], answer: unknown) =>
      answerCheck.real ? actual.checkAnswer(row, answer) : { ok: true, value: answer },
  };
});

const server = setupServer();
let events: HttpEvent[] = [];
let unsubscribe: () => void = () => {};
/** Every request that reached the mock server, in order. */
let seen: Request[] = [];

/** jsdom has no Cookie Store API; the client reads document.cookie, so the tests write it. */
function writeCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the double-submit cookie the client reads
  document.cookie = cookie;
}

const setXsrfCookie = (token: string) => writeCookie(`XSRF-TOKEN=${token}; path=/`);

function clearCookies(): void {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) writeCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
  }
}

const ok = (content: unknown) => HttpResponse.json({ status: { code: '0' }, content });

/** Answers the csrf row with a token in the body, as the sandbox does. */
function csrfHandler(token = 'csrf-from-server') {
  return http.get(url(CSRF_PATH), () => ok({ token }));
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the call to reject');
}

function failuresFor(path: string) {
  return analytics
    .events()
    .filter((e) => e.kind === 'action' && e.actionType === 'REQUEST_FAILURE' && e.errorUrl === path);
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  resetHttpClient();
  analytics.clear();
  clearCookies();
  events = [];
  seen = [];
  unsubscribe = onHttpEvent((event) => events.push(event));
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
});

afterEach(() => {
  unsubscribe();
  server.resetHandlers();
  server.events.removeAllListeners();
  clearCookies();
});

describe('test set-up', () => {
  it('the catalogue rows used here have the shape the tests rely on', () => {
    expect(config.apiBase).toBe('/api');
    expect(origin).toMatch(/^http:\/\/localhost/);
    expect(endpoint(GET_ROW)).toMatchObject({ method: 'GET', errorMode: 'notify' });
    expect(endpoint(POST_ROW)).toMatchObject({ method: 'POST', errorMode: 'notify' });
    expect(endpoint(MODAL_ROW)).toMatchObject({ method: 'POST', errorMode: 'modal' });
    expect(endpoint(TAKEOVER_ROW)).toMatchObject({ method: 'GET', headers: { 'Screen-Name': 'TAKEOVER' } });
    expect(endpoint(BLOB_ROW)).toMatchObject({ method: 'POST', errorMode: 'blob' });
    expect(endpoint('antiForgeryToken').path).toBe(CSRF_PATH);
  });
});

describe('spec §7 — one helper for all calls', () => {
  it('the request timeout is 120000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(createClient('/api').defaults.timeout).toBe(120_000);
  });

  it('every call carries Channel-Type SIRKETIM_WEB, App-Channel SIRKETIM, App-Channel-Type WEB', async () => {
    server.use(
      csrfHandler(),
      http.get(url(pathOf(GET_ROW)), () => ok([])),
      http.post(url(pathOf(POST_ROW)), () => ok({})),
    );
    await callEndpoint(GET_ROW);
    await callEndpoint(POST_ROW, { body: { a: 1 } });
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      `/api${pathOf(GET_ROW)}`,
      `/api${CSRF_PATH}`,
      `/api${pathOf(POST_ROW)}`,
    ]);
    for (const request of seen) {
      expect(request.headers.get('Channel-Type'), request.url).toBe('SIRKETIM_WEB');
      expect(request.headers.get('App-Channel'), request.url).toBe('SIRKETIM');
      expect(request.headers.get('App-Channel-Type'), request.url).toBe('WEB');
    }
    expect(CHANNEL_HEADERS).toEqual({
      'Channel-Type': 'SIRKETIM_WEB',
      'App-Channel': 'SIRKETIM',
      'App-Channel-Type': 'WEB',
    });
  });

  it('sends a JSON body on writes', async () => {
    let received: unknown;
    server.use(
      csrfHandler(),
      http.post(url(pathOf(POST_ROW)), async ({ request }) => {
        received = await request.json();
        return ok({});
      }),
    );
    await callEndpoint(POST_ROW, { body: { userName: 'ayse' } });
    expect(received).toEqual({ userName: 'ayse' });
    expect(seen.at(-1)?.headers.get('Content-Type')).toMatch(/application\/json/);
  });

  it('sends the pageToken header when one is stored', async () => {
    localStorage.setItem('pageToken', 'abc');
    server.use(http.get(url(pathOf(GET_ROW)), () => ok([])));
    await callEndpoint(GET_ROW);
    expect(seen[0]?.headers.get('pageToken')).toBe('abc');
  });

  it('sends no pageToken header when none is stored', async () => {
    server.use(http.get(url(pathOf(GET_ROW)), () => ok([])));
    await callEndpoint(GET_ROW);
    expect(seen[0]?.headers.has('pageToken')).toBe(false);
  });

  it('take-over calls send Screen-Name TAKEOVER', async () => {
    server.use(http.get(url('/dc_ccsi/v1/take-over/orders/:orderId'), () => ok({ id: 'o1' })));
    await callEndpoint(TAKEOVER_ROW, { params: { orderId: 'o1' } });
    expect(seen[0]?.headers.get('Screen-Name')).toBe('TAKEOVER');
  });

  it('other calls send no Screen-Name', async () => {
    server.use(http.get(url(pathOf(GET_ROW)), () => ok([])));
    await callEndpoint(GET_ROW);
    expect(seen[0]?.headers.has('Screen-Name')).toBe(false);
  });

  it('{key} placeholders are filled from the params (encoded) and the query is sent', async () => {
    let orderId: unknown;
    server.use(
      http.get(url('/dc_ccsi/v1/take-over/orders/:orderId'), ({ params }) => {
        orderId = params.orderId;
        return ok({});
      }),
    );
    await callEndpoint(TAKEOVER_ROW, { params: { orderId: 'A 1/2' }, query: { status: 'OPEN' } });
    const requested = new URL(seen[0]?.url ?? '');
    expect(requested.pathname).toBe('/api/dc_ccsi/v1/take-over/orders/A%201%2F2');
    expect(requested.searchParams.get('status')).toBe('OPEN');
    expect(orderId).toBe('A 1/2');
  });
});

describe('spec §7 — anti-forgery cookie and header', () => {
  it('a POST without an XSRF-TOKEN cookie first GETs the csrf row, then sends X-XSRF-TOKEN with that token', async () => {
    server.use(
      csrfHandler('tok-123'),
      http.post(url(pathOf(POST_ROW)), () => ok({})),
    );
    await callEndpoint(POST_ROW);
    expect(seen.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `GET /api${CSRF_PATH}`,
      `POST /api${pathOf(POST_ROW)}`,
    ]);
    expect(seen[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(seen[1]?.headers.get('X-XSRF-TOKEN')).toBe('tok-123');
  });

  it('the fetched token is kept: a second POST does not fetch it again', async () => {
    server.use(
      csrfHandler('tok-123'),
      http.post(url(pathOf(POST_ROW)), () => ok({})),
    );
    await callEndpoint(POST_ROW);
    await callEndpoint(POST_ROW);
    expect(seen.filter((r) => r.url.endsWith(CSRF_PATH))).toHaveLength(1);
    expect(seen.at(-1)?.headers.get('X-XSRF-TOKEN')).toBe('tok-123');
  });

  it("a token refused as another session's is replaced by the one the refusal brought, and the write sent once more", async () => {
    setXsrfCookie('anonymous-tok');
    let posts = 0;
    server.use(
      http.post(url(pathOf(POST_ROW)), ({ request }) => {
        posts += 1;
        if (request.headers.get('X-XSRF-TOKEN') !== 'session-tok') {
          // The sandbox refuses and hands out the session's own cookie (server/middleware/csrf.ts).
          setXsrfCookie('session-tok');
          return HttpResponse.json(
            {
              status: { code: 'CSRF_REJECTED', message: 'Güvenlik doğrulaması başarısız oldu.' },
              content: null,
            },
            { status: 403 },
          );
        }
        return ok({ done: true });
      }),
    );
    await callEndpoint(POST_ROW);
    expect(posts).toBe(2);
    expect(seen.map((r) => r.headers.get('X-XSRF-TOKEN'))).toEqual(['anonymous-tok', 'session-tok']);
    // Only once: a second refusal is the person's answer, not a loop.
    server.use(
      http.post(url(pathOf(POST_ROW)), () =>
        HttpResponse.json(
          { status: { code: 'CSRF_REJECTED', message: 'Reddedildi.' }, content: null },
          { status: 403 },
        ),
      ),
    );
    posts = 0;
    const error = await failure(callEndpoint(POST_ROW));
    expect(error.code).toBe('CSRF_REJECTED');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(4);
  });

  it("asks the csrf row with the session's pageToken, so the token it gets is bound to the session", async () => {
    localStorage.setItem('pageToken', 'p'.repeat(64));
    server.use(
      csrfHandler('bound-tok'),
      http.post(url(pathOf(POST_ROW)), () => ok({})),
    );
    await callEndpoint(POST_ROW);
    expect(seen[0]?.headers.get('pageToken')).toBe('p'.repeat(64));
    expect(seen[1]?.headers.get('X-XSRF-TOKEN')).toBe('bound-tok');
    localStorage.removeItem('pageToken');
  });

  it('a POST with an XSRF-TOKEN cookie sends the cookie value without fetching a token', async () => {
    setXsrfCookie('cookie-tok');
    server.use(http.post(url(pathOf(POST_ROW)), () => ok({})));
    await callEndpoint(POST_ROW);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('X-XSRF-TOKEN')).toBe('cookie-tok');
  });

  it('a GET sends no X-XSRF-TOKEN and fetches no token', async () => {
    server.use(http.get(url(pathOf(GET_ROW)), () => ok([])));
    await callEndpoint(GET_ROW);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('a GET sends no X-XSRF-TOKEN even when the cookie exists', async () => {
    setXsrfCookie('cookie-tok');
    server.use(http.get(url(pathOf(GET_ROW)), () => ok([])));
    await callEndpoint(GET_ROW);
    expect(seen[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('a POST whose token fetch fails rejects with an HttpError (transport, network)', async () => {
    server.use(http.get(url(CSRF_PATH), () => HttpResponse.error()));
    const error = await failure(callEndpoint(POST_ROW));
    expect(error).toMatchObject({ kind: 'transport', code: 'network', message: NETWORK });
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'notify', message: NETWORK } }]);
  });
});

describe('spec §5 — success', () => {
  it('a success resolves with the body content', async () => {
    server.use(http.get(url(pathOf(GET_ROW)), () => ok([{ id: 't1' }])));
    await expect(callEndpoint(GET_ROW)).resolves.toEqual([{ id: 't1' }]);
    expect(events).toEqual([]);
    expect(analytics.events()).toEqual([]);
  });

  it('a 204 resolves with statusCode 204', async () => {
    server.use(http.get(url(pathOf(GET_ROW)), () => new HttpResponse(null, { status: 204 })));
    await expect(callEndpoint(GET_ROW)).resolves.toEqual({ statusCode: 204 });
  });
});

describe('spec §8 body-level', () => {
  it('an error body rejects with HttpError (message, code, kind "body") and emits a notify reaction', async () => {
    server.use(
      http.get(url(pathOf(GET_ROW)), () =>
        HttpResponse.json({
          status: { code: 'VALIDATION_ERROR', message: 'Geçersiz istek', description: 'd' },
        }),
      ),
    );
    const error = await failure(callEndpoint(GET_ROW));
    expect(error).toMatchObject({
      message: 'Geçersiz istek',
      code: 'VALIDATION_ERROR',
      kind: 'body',
      httpStatus: 200,
      description: 'd',
      isError: true,
    });
    expect(events).toEqual([
      { type: 'http.reaction', reaction: { type: 'notify', message: 'Geçersiz istek' } },
    ]);
  });

  it('an error body on a modal row emits a modal reaction', async () => {
    setXsrfCookie('t');
    server.use(
      http.post(url(pathOf(MODAL_ROW)), () =>
        HttpResponse.json({ status: { code: 'ERR', message: 'Onaylanamadı' } }),
      ),
    );
    await failure(callEndpoint(MODAL_ROW));
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'modal', message: 'Onaylanamadı' } }]);
  });

  it('body status code "419" emits sessionExpired', async () => {
    server.use(http.get(url(pathOf(GET_ROW)), () => HttpResponse.json({ status: { code: '419' } })));
    const error = await failure(callEndpoint(GET_ROW));
    expect(error.code).toBe('419');
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'sessionExpired' } }]);
  });

  it('body content menuRefresh emits http.menuRefresh and still resolves', async () => {
    server.use(http.get(url(pathOf(GET_ROW)), () => ok({ menuRefresh: true, x: 1 })));
    await expect(callEndpoint(GET_ROW)).resolves.toEqual({ menuRefresh: true, x: 1 });
    expect(events).toEqual([{ type: 'http.menuRefresh' }]);
  });
});

describe('spec §8 transport-level table', () => {
  const respond = (status: number, body: Record<string, unknown> = { status: { code: String(status) } }) =>
    server.use(http.get(url(pathOf(GET_ROW)), () => HttpResponse.json(body, { status })));

  it('401 without the mobile flag → logout', async () => {
    respond(401);
    const error = await failure(callEndpoint(GET_ROW));
    expect(error).toMatchObject({ kind: 'http', httpStatus: 401 });
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'logout' } }]);
  });

  it('401 with the mobile flag → sessionExpired', async () => {
    localStorage.setItem('mobile', 'true');
    respond(401);
    await failure(callEndpoint(GET_ROW));
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'sessionExpired' } }]);
  });

  it('403 → modal with the not-authorized text, then back', async () => {
    respond(403);
    const error = await failure(callEndpoint(GET_ROW));
    expect(error.message).toBe(FORBIDDEN);
    expect(events).toEqual([
      // biome-ignore lint/suspicious/noThenProperty: the Reaction field the shell reads
      { type: 'http.reaction', reaction: { type: 'modal', message: FORBIDDEN, then: 'back' } },
    ]);
  });

  it('404 → notify "Bulunamadı."', async () => {
    respond(404);
    await failure(callEndpoint(GET_ROW));
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'notify', message: 'Bulunamadı.' } }]);
  });

  it('500 → notify with the 500 text', async () => {
    respond(500, { status: { code: 'ERR', message: 'NullPointerException' } });
    const message = 'İşleminizi şu an gerçekleştiremiyoruz. Lütfen daha sonra tekrar deneyiniz';
    const error = await failure(callEndpoint(GET_ROW));
    expect(error.message).toBe(message);
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'notify', message } }]);
  });

  it('502 → notify with errorDetail when the body has no status message', async () => {
    respond(502, { errorDetail: 'Upstream kapalı' });
    const error = await failure(callEndpoint(GET_ROW));
    expect(error.message).toBe('Upstream kapalı');
    expect(events).toEqual([
      { type: 'http.reaction', reaction: { type: 'notify', message: 'Upstream kapalı' } },
    ]);
  });

  it('502 → notify with the 502 text when the body says nothing', async () => {
    respond(502, {});
    const message = 'İşleminizi şu anda gerçekleştiremiyoruz. Lütfen daha sonra tekrar deneyiniz.';
    await failure(callEndpoint(GET_ROW));
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'notify', message } }]);
  });

  it('503 → notify with the 503 text', async () => {
    respond(503);
    const message = 'Sunucu geçici olarak hizmet dışıdır. Lütfen tekrar deneyiniz';
    await failure(callEndpoint(GET_ROW));
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'notify', message } }]);
  });

  it('504 → notify with the 504 text', async () => {
    respond(504);
    const message = 'İşleminiz zaman aşımına uğradı. Lütfen tekrar deneyiniz';
    await failure(callEndpoint(GET_ROW));
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'notify', message } }]);
  });

  it('ignore mode → the call rejects but no reaction is emitted', async () => {
    setXsrfCookie('t');
    server.use(http.post(url(pathOf('sessionControl')), () => HttpResponse.json({}, { status: 500 })));
    expect(endpoint('sessionControl').errorMode).toBe('ignore');
    await failure(callEndpoint('sessionControl'));
    expect(events).toEqual([]);
  });
});

describe('blob rows (spec §4 download, §5, §8)', () => {
  beforeEach(() => {
    setXsrfCookie('t');
    // msw's XHR interceptor hands the response Blob to Node's Response, which needs Blob#stream;
    // jsdom's Blob has none, so these tests run on Node's Blob (a browser's Blob has stream()).
    vi.stubGlobal('Blob', NodeBlob);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a blob row answering a PDF resolves with a Blob', async () => {
    server.use(
      http.post(
        url(pathOf(BLOB_ROW)),
        () => new HttpResponse('%PDF-1.4 test', { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const file = await callEndpoint<Blob>(BLOB_ROW, { body: { invoiceId: 'i1' } });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.4 test');
    expect(events).toEqual([]);
  });

  it('a blob row answering JSON with status code "0" and {otpRequired:true} resolves with that content', async () => {
    server.use(http.post(url(pathOf(BLOB_ROW)), () => ok({ otpRequired: true })));
    await expect(callEndpoint(BLOB_ROW)).resolves.toEqual({ otpRequired: true });
  });

  it('a blob row answering JSON with an error code rejects with its message', async () => {
    server.use(
      http.post(url(pathOf('contractDownload')), () =>
        HttpResponse.json({ status: { code: 'DOC_MISSING', message: 'Belge yok' } }),
      ),
    );
    const error = await failure(callEndpoint('contractDownload'));
    expect(error).toMatchObject({ message: 'Belge yok', code: 'DOC_MISSING', kind: 'body' });
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'notify', message: 'Belge yok' } }]);
  });

  it('400 on a blob row → notify with the default message', async () => {
    server.use(
      http.post(url(pathOf(BLOB_ROW)), () =>
        HttpResponse.json({ status: { code: 'ERR', message: 'bad' } }, { status: 400 }),
      ),
    );
    await failure(callEndpoint(BLOB_ROW));
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'notify', message: DEFAULT } }]);
  });
});

describe('spec §8 "Other" — rejected without a response', () => {
  it('Network Error rejects with kind "transport" and the network message, and notifies', async () => {
    server.use(http.get(url(pathOf(GET_ROW)), () => HttpResponse.error()));
    const error = await failure(callEndpoint(GET_ROW));
    expect(error).toMatchObject({ kind: 'transport', code: 'network', message: NETWORK });
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'notify', message: NETWORK } }]);
  });

  it('an abort via AbortController rejects with code "aborted" and emits no reaction', async () => {
    let arrived: () => void = () => {};
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.use(
      http.get(url(pathOf(GET_ROW)), async () => {
        arrived();
        await delay(5_000);
        return ok([]);
      }),
    );
    const controller = new AbortController();
    const call = callEndpoint(GET_ROW, {}, controller.signal);
    await reached;
    controller.abort();
    const error = await failure(call);
    expect(error).toMatchObject({ kind: 'transport', code: 'aborted' });
    expect(events).toEqual([]);
  });

  it('an already aborted signal rejects with code "aborted" (also on a POST fetching its token)', async () => {
    server.use(
      csrfHandler(),
      http.post(url(pathOf(POST_ROW)), () => ok({})),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(callEndpoint(GET_ROW, {}, controller.signal)).rejects.toMatchObject({ code: 'aborted' });
    await expect(callEndpoint(POST_ROW, {}, controller.signal)).rejects.toMatchObject({ code: 'aborted' });
    expect(events).toEqual([]);
  });

  it('axios rejections are sorted into aborted, network and timeout', () => {
    expect(transportKind(new AxiosError('canceled', 'ERR_CANCELED'))).toBe('aborted');
    expect(transportKind(new AxiosError('Network Error', 'ERR_NETWORK'))).toBe('network');
    expect(transportKind(new AxiosError('timeout of 120000ms exceeded', 'ECONNABORTED'))).toBe('timeout');
    expect(transportKind(new AxiosError('timeout exceeded', 'ETIMEDOUT'))).toBe('timeout');
    // Read from the error's fields, so the sorting works before axios's own chunk has loaded.
    expect(transportKind({ __CANCEL__: true })).toBe('aborted');
    expect(transportKind(new TypeError('Failed to fetch dynamically imported module'))).toBe('network');
  });
});

describe('spec §7 / §8 — each failure is reported to analytics with its path', () => {
  it('a body error is tracked as REQUEST_FAILURE with errorUrl = the path', async () => {
    server.use(
      http.get(url(pathOf(GET_ROW)), () => HttpResponse.json({ status: { code: 'E', message: 'm' } })),
    );
    await failure(callEndpoint(GET_ROW));
    expect(failuresFor(pathOf(GET_ROW))).toEqual([
      expect.objectContaining({ actionStatus: 'ERROR', isSuccess: false, errorMessage: 'm' }),
    ]);
  });

  it('an HTTP error is tracked with the filled path', async () => {
    server.use(
      http.get(url('/dc_ccsi/v1/take-over/orders/:orderId'), () => HttpResponse.json({}, { status: 404 })),
    );
    await failure(callEndpoint(TAKEOVER_ROW, { params: { orderId: 'o9' } }));
    expect(failuresFor('/dc_ccsi/v1/take-over/orders/o9')).toEqual([
      expect.objectContaining({ errorMessage: 'Bulunamadı.' }),
    ]);
  });

  it('a network error is tracked', async () => {
    server.use(http.get(url(pathOf(GET_ROW)), () => HttpResponse.error()));
    await failure(callEndpoint(GET_ROW));
    expect(failuresFor(pathOf(GET_ROW))).toEqual([expect.objectContaining({ errorMessage: NETWORK })]);
  });

  it('an ignore-mode failure is tracked too', async () => {
    setXsrfCookie('t');
    server.use(
      http.post(url(pathOf('sessionControl')), () => HttpResponse.json({ status: { code: '419' } })),
    );
    await failure(callEndpoint('sessionControl'));
    expect(failuresFor(pathOf('sessionControl'))).toHaveLength(1);
  });

  it('a success is not tracked as a failure', async () => {
    server.use(http.get(url(pathOf(GET_ROW)), () => ok([])));
    await callEndpoint(GET_ROW);
    expect(failuresFor(pathOf(GET_ROW))).toEqual([]);
  });
});

describe('answers are checked against their row (platform issue, typed contract)', () => {
  beforeEach(() => {
    answerCheck.real = true;
  });
  afterEach(() => {
    answerCheck.real = false;
  });
  it('an answer outside the row’s schema is the default message, a notice and an analytics report naming the row', async () => {
    server.use(http.get(url(pathOf('allOrders')), () => ok({ orders: 'none', total: 'many' })));
    const error = await failure(callEndpoint('allOrders', { query: { page: 1 } }));
    expect(error).toMatchObject({ message: DEFAULT, kind: 'contract', code: 'CONTRACT_MISMATCH' });
    expect(events).toEqual([{ type: 'http.reaction', reaction: { type: 'notify', message: DEFAULT } }]);
    const [report] = analytics.events();
    expect(report).toMatchObject({ actionType: 'CONTRACT_MISMATCH', errorUrl: pathOf('allOrders') });
    expect(String((report as { description?: string }).description)).toMatch(/^allOrders: orders:/);
  });

  it('an answer that fits resolves with the schema’s output', async () => {
    const page = { orders: [], total: 0, page: 1, pageSize: 10 };
    server.use(http.get(url(pathOf('allOrders')), () => ok(page)));
    await expect(callEndpoint('allOrders')).resolves.toEqual(page);
    expect(analytics.events()).toEqual([]);
  });
});

describe('Idempotency-Key: one per intent, kept across retries (issue 38)', () => {
  const keyOf = (request: Request | undefined) => request?.headers.get('Idempotency-Key') ?? null;
  const writes = () => seen.filter((r) => r.method === 'POST');

  it('a write carries a key and a GET none', async () => {
    setXsrfCookie('tok');
    server.use(
      http.post(url(pathOf(POST_ROW)), () => ok({})),
      http.get(url(pathOf(GET_ROW)), () => ok([])),
    );
    await callEndpoint(POST_ROW, { body: { a: 1 } });
    await callEndpoint(GET_ROW);
    expect(keyOf(seen[0])).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(seen[1]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('a write whose answer the network lost is sent again with the same key, and resolves', async () => {
    setXsrfCookie('tok');
    let calls = 0;
    server.use(
      http.post(url(pathOf(POST_ROW)), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : ok({ done: true });
      }),
    );
    await expect(callEndpoint(POST_ROW, { body: { a: 1 } })).resolves.toEqual({ done: true });
    expect(writes()).toHaveLength(2);
    expect(keyOf(writes()[1])).toBe(keyOf(writes()[0]));
    expect(events).toEqual([]);
  });

  it("after the retries fail, the person's second click of the same intent sends the same key; an answer ends the intent", async () => {
    setXsrfCookie('tok');
    let down = true;
    server.use(http.post(url(pathOf(POST_ROW)), () => (down ? HttpResponse.error() : ok({ done: true }))));
    const error = await failure(callEndpoint(POST_ROW, { body: { a: 1, b: [2] } }));
    expect(error).toMatchObject({ kind: 'transport', code: 'network' });
    expect(writes()).toHaveLength(3);
    down = false;
    // The same intent, its keys in another order: the same key.
    await callEndpoint(POST_ROW, { body: { b: [2], a: 1 } });
    const keys = writes().map(keyOf);
    expect(new Set(keys).size).toBe(1);
    // Answered: the same body sent again on purpose is a new intent.
    await callEndpoint(POST_ROW, { body: { a: 1, b: [2] } });
    expect(keyOf(writes()[4])).not.toBe(keys[0]);
    // Another body is another intent.
    await callEndpoint(POST_ROW, { body: { a: 2, b: [2] } });
    expect(keyOf(writes()[5])).not.toBe(keyOf(writes()[4]));
  });

  it('an aborted write is not sent again', async () => {
    setXsrfCookie('tok');
    server.use(http.post(url(pathOf(POST_ROW)), () => delay('infinite')));
    const controller = new AbortController();
    const call = failure(callEndpoint(POST_ROW, { body: {} }, controller.signal));
    await vi.waitFor(() => expect(writes()).toHaveLength(1));
    controller.abort();
    expect(await call).toMatchObject({ code: 'aborted' });
    expect(writes()).toHaveLength(1);
  });
});

describe('getPortalFile', () => {
  const file = `${origin}/open-source-licenses.json`;

  it('reads a file the build ships from the base path, not the API', async () => {
    const list = [{ name: 'react' }];
    server.use(http.get(file, () => HttpResponse.json(list)));
    expect(await getPortalFile('open-source-licenses.json')).toEqual(list);
    expect(seen.map((r) => new URL(r.url).pathname)).toContain('/open-source-licenses.json');
  });

  it('under a path prefix, reads it below the prefix (the build puts it beside the bundle)', async () => {
    const before = config.basePath;
    config.basePath = '/sirketim';
    try {
      server.use(http.get(`${origin}/sirketim/open-source-licenses.json`, () => HttpResponse.json([])));
      expect(await getPortalFile('open-source-licenses.json')).toEqual([]);
    } finally {
      config.basePath = before;
    }
  });

  it('has nothing for a missing file or a page that is no JSON (a dev server)', async () => {
    server.use(http.get(file, () => new HttpResponse('yok', { status: 404 })));
    expect(await getPortalFile('open-source-licenses.json')).toBeUndefined();
    server.use(http.get(file, () => HttpResponse.html('<!doctype html>')));
    expect(await getPortalFile('open-source-licenses.json')).toBeUndefined();
  });
});
