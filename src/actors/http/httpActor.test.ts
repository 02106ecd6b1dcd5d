import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createActor, toPromise } from 'xstate';
import { endpoint } from '../../api/contract/catalogue';
import { analytics } from '../../lib/analytics';
import { type HttpEvent, onHttpEvent } from './events';
import { HttpError } from './HttpError';
import { httpActor } from './httpActor';
import { resetHttpClient } from './request';

const ROW = 'takeOverOrderById'; // GET /dc_ccsi/v1/take-over/orders/{orderId}
const url = (path: string) => `${location.origin}/api${path}`;
const ORDER_URL = url('/dc_ccsi/v1/take-over/orders/:orderId');

// The actor's mechanics on a stand-in answer: the answer check (tested in request.test.ts) lets
// it through whatever the row's schema says.
vi.mock('./client', async (original) => ({
  ...(await original<typeof import('./client')>()),
  checkAnswer: (_row: unknown, answer: unknown) => ({ ok: true, value: answer }),
}));

const server = setupServer();
let events: HttpEvent[] = [];
let unsubscribe: () => void = () => {};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  resetHttpClient();
  analytics.clear();
  events = [];
  unsubscribe = onHttpEvent((event) => events.push(event));
});

afterEach(() => {
  unsubscribe();
  server.resetHandlers();
});

describe('httpActor — one catalogue row as an XState actor', () => {
  it('the row used here is a GET with an {orderId} placeholder', () => {
    expect(endpoint(ROW)).toMatchObject({ method: 'GET', path: '/dc_ccsi/v1/take-over/orders/{orderId}' });
  });

  it('resolves with the body content as the actor output', async () => {
    server.use(
      http.get(ORDER_URL, ({ params }) =>
        HttpResponse.json({ status: { code: '0' }, content: { id: params.orderId, state: 'OPEN' } }),
      ),
    );
    const actor = createActor(httpActor(ROW), {
      input: { params: { orderId: 'o1' } },
    }).start();
    await expect(toPromise(actor)).resolves.toEqual({ id: 'o1', state: 'OPEN' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('fails with the HttpError of the call', async () => {
    server.use(http.get(ORDER_URL, () => HttpResponse.json({}, { status: 404 })));
    const actor = createActor(httpActor(ROW), { input: { params: { orderId: 'o1' } } }).start();
    const error = await toPromise(actor).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ httpStatus: 404, message: 'Bulunamadı.' });
    expect(actor.getSnapshot().status).toBe('error');
  });

  it('stopping the actor aborts the request', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => {};
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.use(
      http.get(ORDER_URL, async () => {
        arrived();
        await released;
        return HttpResponse.json({ status: { code: '0' }, content: { id: 'late' } });
      }),
    );
    const actor = createActor(httpActor(ROW), { input: { params: { orderId: 'o1' } } }).start();
    const outputs: unknown[] = [];
    actor.subscribe({ next: (snapshot) => outputs.push(snapshot.output), error: () => {} });
    await reached;

    actor.stop();

    // msw's XHR interceptor does not forward xhr.abort() to request.signal, so the abort is read
    // where it lands: the call behind the actor rejected as aborted and left its trace…
    await vi.waitFor(() =>
      expect(analytics.events()).toEqual([
        expect.objectContaining({
          actionType: 'REQUEST_FAILURE',
          errorUrl: '/dc_ccsi/v1/take-over/orders/o1',
          errorMessage: 'İstek iptal edildi.',
        }),
      ]),
    );
    // …and the shell was told nothing.
    expect(events).toEqual([]);

    // Even when the server answers afterwards, the stopped actor never produces the output.
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(outputs.filter((o) => o !== undefined)).toEqual([]);
  });
});
