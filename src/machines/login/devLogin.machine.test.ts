import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../actors/http';
import type { LoginResponse } from '../../api/types';
import { devLoginMachine } from './devLoginMachine';

const RESPONSE = { pageToken: 'dev-1' } as LoginResponse;

function start(answer: (userName: string) => Promise<LoginResponse>) {
  const adopted: LoginResponse[] = [];
  const asked: string[] = [];
  const actor = createActor(
    devLoginMachine.provide({
      actors: {
        fakeLogin: fromPromise<LoginResponse, string>(({ input }) => {
          asked.push(input);
          return answer(input);
        }),
      },
    }),
  );
  // The edge forwards the session effect; here the test stands for it.
  actor.on(
    'session',
    (effect) => effect.event.type === 'session.adopt' && adopted.push(effect.event.response),
  );
  actor.start();
  return { actor, adopted, asked };
}

describe('devLoginMachine', () => {
  it('signs the named demo user in and hands the login to the session', async () => {
    const { actor, adopted, asked } = start(async () => RESPONSE);
    actor.send({ type: 'user.devLogin', userName: 'hizli.kullanici' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(asked).toEqual(['hizli.kullanici']);
    expect(adopted).toEqual([RESPONSE]);
  });

  it('shows the sandbox’s refusal (outside its test mode), which can be dismissed or tried again', async () => {
    let refuse = true;
    const { actor, adopted } = start(async () => {
      if (refuse)
        throw new HttpError({
          message: 'Bu giriş yalnızca test kipinde açıktır.',
          code: '404',
          kind: 'body',
        });
      return RESPONSE;
    });
    actor.send({ type: 'user.devLogin', userName: 'hizli.kullanici' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Bu giriş yalnızca test kipinde açıktır.');
    actor.send({ type: 'user.dismissNotice' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    actor.send({ type: 'user.devLogin', userName: 'x' });
    await waitFor(actor, (s) => s.matches('failed'));
    refuse = false;
    actor.send({ type: 'user.devLogin', userName: 'hizli.kullanici' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(adopted).toEqual([RESPONSE]);
  });
});
