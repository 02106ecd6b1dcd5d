import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../actors/http';
import { BODY_CODES, type LoginResponse } from '../../api/types';
import { seamlessLoginMachine } from './seamlessLoginMachine';

const RESPONSE = { pageToken: 'tok-3', corporateNcst: 'C-1', customerNcst: 'K-1' } as LoginResponse;

function start(token: string | null, exchange: (token: string) => Promise<LoginResponse>) {
  const adopted = vi.fn();
  const calls: string[] = [];
  const machine = seamlessLoginMachine.provide({
    actors: {
      seamlessLoginData: fromPromise(async ({ input }) => {
        const { token: sent } = (input as { body: { token: string } }).body;
        calls.push(sent);
        return exchange(sent);
      }) as never,
    },
  });
  const actor = createActor(machine, { input: { token } });
  // The edge forwards the session effect; here the test stands for it.
  actor.on('session', (effect) => effect.event.type === 'session.adopt' && adopted(effect.event.response));
  return { actor: actor.start(), adopted, calls };
}

describe('seamlessLoginMachine', () => {
  it('exchanges the token once and hands the login to the session', async () => {
    const { actor, adopted, calls } = start(' abc ', async () => RESPONSE);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['abc']);
    expect(adopted).toHaveBeenCalledWith(RESPONSE);
  });

  it('a refused token shows the server’s sentence', async () => {
    const { actor, adopted } = start('used-token', async () => {
      throw new Error('Bu giriş bağlantısı kullanılmış ya da süresi dolmuş.');
    });
    await waitFor(actor, (s) => s.hasTag('view:refused'));
    expect(actor.getSnapshot().context.problem).toBe('Bu giriş bağlantısı kullanılmış ya da süresi dolmuş.');
    expect(adopted).not.toHaveBeenCalled();
  });

  it('a malformed token gets the page’s own sentence, not the field rule meant for developers', async () => {
    const { actor } = start('short', async () => {
      throw new HttpError({
        message: 'Giriş anahtarı en az 32 karakter olmalıdır.',
        kind: 'http',
        httpStatus: 400,
        code: BODY_CODES.validation,
      });
    });
    await waitFor(actor, (s) => s.hasTag('view:refused'));
    expect(actor.getSnapshot().context.problem).toBeUndefined();
  });

  it.each([null, '', '   '])('no token (%j) is refused without a call', (token) => {
    const { actor, calls } = start(token, async () => RESPONSE);
    expect(actor.getSnapshot().hasTag('view:refused')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
