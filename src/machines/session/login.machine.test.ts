import { createActor, fromPromise, waitFor } from 'xstate';
import { loginStandIn } from '../../../tests/support/loginStandIn';
import type { LoginResponse, OtpChallenge } from '../../api/types';
import { type LoginInput, loginMachine } from './loginMachine';
import { CHALLENGE, loginResponse } from './sessionFixtures';

function start(
  given: { credentials?: () => Promise<OtpChallenge>; validateCode?: () => Promise<LoginResponse> } = {},
  input: LoginInput = {},
) {
  const calls = {
    credentials: vi.fn(given.credentials ?? (async () => CHALLENGE)),
    validateCode: vi.fn(given.validateCode ?? (async () => loginResponse())),
  };
  const machine = loginStandIn(calls);
  return { actor: createActor(machine, { input }).start(), calls };
}

type LoginActor = ReturnType<typeof start>['actor'];

async function submitCredentials(actor: LoginActor) {
  actor.send({ type: 'user.submitCredentials', userName: 'ayse', password: 'Gizli123' });
  await waitFor(actor, (s) => s.matches('otp') && s.children.otp !== undefined);
}

describe('loginMachine', () => {
  it('wrong credentials return to credentials with the message; editing takes it away', async () => {
    const { actor, calls } = start({
      credentials: async () => {
        throw new Error('Kullanıcı adı veya şifre hatalı.');
      },
    });
    expect(actor.getSnapshot().can({ type: 'user.editCredentials' })).toBe(false);
    actor.send({ type: 'user.submitCredentials', userName: 'ayse', password: 'yanlis' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('credentials') && s.context.problem !== undefined);
    expect(actor.getSnapshot().context.problem).toEqual({
      code: 'server',
      text: 'Kullanıcı adı veya şifre hatalı.',
    });
    expect(calls.credentials).toHaveBeenCalledTimes(1);
    actor.send({ type: 'user.editCredentials' });
    expect(actor.getSnapshot().context.problem).toBeUndefined();
  });

  it('a non-Error failure gets the default message; a new submit clears it', async () => {
    const { actor } = start({
      credentials: async () => {
        throw 'boom';
      },
    });
    actor.send({ type: 'user.submitCredentials', userName: 'ayse', password: 'x' });
    await waitFor(actor, (s) => s.context.problem !== undefined);
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'serviceFailed' });
    actor.send({ type: 'user.submitCredentials', userName: 'ayse', password: 'x' });
    expect(actor.getSnapshot().context.problem).toBeUndefined();
  });

  it("starts saying the session's problem (an incomplete login response) when given one", () => {
    const { actor } = start({}, { problem: { code: 'incompleteLogin' } });
    expect(actor.getSnapshot().matches('credentials')).toBe(true);
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'incompleteLogin' });
  });

  it('accepted credentials start the OTP child with the login challenge', async () => {
    const { actor } = start();
    await submitCredentials(actor);
    expect(actor.getSnapshot().hasTag('view:otp')).toBe(true);
    expect(actor.getSnapshot().children.otp?.getSnapshot()).toMatchObject({
      context: { transactionId: 'tx-1', purpose: 'LOGIN' },
    });
  });

  it('cancelling the OTP returns to credentials and stops the child', async () => {
    const { actor } = start();
    await submitCredentials(actor);
    actor.getSnapshot().children.otp?.send({ type: 'user.cancel' });
    await waitFor(actor, (s) => s.matches('credentials'));
    expect(actor.getSnapshot().children.otp).toBeUndefined();
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('a validated code ends the login with the response, the way being the form', async () => {
    const { actor } = start();
    await submitCredentials(actor);
    actor.getSnapshot().children.otp?.send({ type: 'user.submit', code: '123456' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ response: loginResponse(), way: 'form' });
  });

  it.each(['credentials', 'otp'] as const)(
    'a login completed elsewhere ends the login from %s, the way being elsewhere',
    async (at) => {
      const { actor } = start();
      if (at === 'otp') await submitCredentials(actor);
      const response = loginResponse({ pageToken: 'tok-9' });
      actor.send({ type: 'session.adopt', response });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ response, way: 'elsewhere' });
    },
  );

  it('an OTP child that fails returns to credentials with its message', async () => {
    // No person can make the real OTP machine throw; a stand-in child that fails can.
    const machine = loginMachine.provide({
      actors: {
        credentials: fromPromise(async () => CHALLENGE),
        otp: fromPromise(async () => {
          throw new Error('Doğrulama başlatılamadı.');
        }) as never,
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'user.submitCredentials', userName: 'ayse', password: 'x' });
    await waitFor(actor, (s) => s.context.problem !== undefined);
    expect(actor.getSnapshot().matches('credentials')).toBe(true);
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'server', text: 'Doğrulama başlatılamadı.' });
  });
});
