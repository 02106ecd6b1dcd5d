import { createActor, waitFor } from 'xstate';
import { HttpError } from '../../actors/http/HttpError';
import { createRequestMachine } from './requestMachine';

describe('createRequestMachine', () => {
  it('loads with its input and keeps the result', async () => {
    const load = vi.fn(async (input: { page: number }) => [`sayfa ${input.page}`]);
    const actor = createActor(createRequestMachine('list', load), {
      input: { page: 1 },
    }).start();
    const done = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(done.context.data).toEqual(['sayfa 1']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the failure message and retries on request', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      if (calls === 1) throw new Error('Servis başarısız oldu.');
      return 42;
    };
    const actor = createActor(createRequestMachine('card', load), { input: undefined }).start();
    const failed = await waitFor(actor, (s) => s.hasTag('failed'));
    expect(failed.context.error).toBe('Servis başarısız oldu.');
    expect(failed.can({ type: 'user.refresh' })).toBe(false);
    actor.send({ type: 'user.retry' });
    const loaded = await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(loaded.context.data).toBe(42);
    expect(loaded.context.error).toBeUndefined();
  });

  it('offers a retry only after a passing failure: a format error or a missing right answers the same again', async () => {
    const failWith = async (httpStatus: number) => {
      const load = async () => {
        throw new HttpError({ message: 'Sorgu numarası hatalı.', kind: 'http', httpStatus });
      };
      const actor = createActor(createRequestMachine('detail', load), { input: undefined }).start();
      return waitFor(actor, (s) => s.hasTag('failed'));
    };
    expect((await failWith(400)).can({ type: 'user.retry' })).toBe(false);
    expect((await failWith(404)).can({ type: 'user.retry' })).toBe(true);
    expect((await failWith(403)).can({ type: 'user.retry' })).toBe(false);
    expect((await failWith(500)).can({ type: 'user.retry' })).toBe(true);
    expect((await failWith(503)).can({ type: 'user.retry' })).toBe(true);
    expect((await failWith(504)).can({ type: 'user.retry' })).toBe(true);
  });

  it('passes an abort signal that fires when the actor stops', async () => {
    let seen: AbortSignal | undefined;
    const load = (_: undefined, signal: AbortSignal) => {
      seen = signal;
      return new Promise<number>(() => {});
    };
    const actor = createActor(createRequestMachine('slow', load), { input: undefined }).start();
    actor.stop();
    expect(seen?.aborted).toBe(true);
  });

  it('refreshes with new input, or the same one', async () => {
    const load = vi.fn(async (input: string) => input.toUpperCase());
    const actor = createActor(createRequestMachine('search', load), { input: 'a' }).start();
    await waitFor(actor, (s) => s.hasTag('loaded'));
    actor.send({ type: 'user.refresh', input: 'b' });
    expect((await waitFor(actor, (s) => s.hasTag('loaded') && s.context.data === 'B')).context.input).toBe(
      'b',
    );
    actor.send({ type: 'user.refresh' });
    await waitFor(actor, (s) => s.hasTag('loaded') && load.mock.calls.length === 3);
    expect(load.mock.calls[2]?.[0]).toBe('b');
  });
});
