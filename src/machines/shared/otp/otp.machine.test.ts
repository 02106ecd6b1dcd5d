import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { OtpChallenge } from '../../../api/types';
import { type OtpInput, otpMachine } from './otpMachine';

const challenge = (overrides: Partial<OtpChallenge> = {}): OtpChallenge => ({
  transactionId: 'tx-1',
  maskedMsisdn: '532*****67',
  expiresInSeconds: 180,
  resendInSeconds: 60,
  ...overrides,
});

/** An error shaped like the HTTP actor's HttpError: `message` and a body `code`. */
const failure = (message: string, code?: string) => Object.assign(new Error(message), { code });

/** A promise the test settles by hand, to look at the machine while a call is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface Fakes {
  sendCode?: (input: { purpose: string; reference?: string }) => Promise<OtpChallenge>;
  resendCode?: (input: { transactionId: string }) => Promise<OtpChallenge>;
  validateCode?: (input: { transactionId: string; code: string }, signal: AbortSignal) => Promise<unknown>;
  resetLifetime?: (input: { transactionId: string }) => Promise<{ expiresInSeconds: number }>;
}

function start(input: Partial<OtpInput> = {}, fakes: Fakes = {}) {
  const calls = {
    sendCode: vi.fn(fakes.sendCode ?? (async () => challenge())),
    resendCode: vi.fn(fakes.resendCode ?? (async () => challenge({ transactionId: 'tx-2' }))),
    validateCode: vi.fn(fakes.validateCode ?? (async () => ({ ok: true }))),
    resetLifetime: vi.fn(fakes.resetLifetime ?? (async () => ({ expiresInSeconds: 300 }))),
  };
  const machine = otpMachine.provide({
    actors: {
      sendCode: fromPromise(({ input }) => calls.sendCode(input)),
      resendCode: fromPromise(({ input }) => calls.resendCode(input)),
      validateCode: fromPromise(({ input, signal }) => calls.validateCode(input, signal)),
      resetLifetime: fromPromise(({ input }) => calls.resetLifetime(input)),
      // A silent clock: the test sends `clock.tick` itself.
      clock: fromCallback(() => () => {}),
    },
  });
  const actor = createActor(machine, { input: { purpose: 'TEST', ...input } });
  actor.start();
  return { actor, calls };
}

const tick = (actor: { send(event: { type: 'clock.tick' }): void }, times = 1) => {
  for (let i = 0; i < times; i += 1) actor.send({ type: 'clock.tick' });
};

describe('otpMachine', () => {
  describe('start', () => {
    it('goes straight to awaitingCode with a challenge from the parent, without sending', () => {
      const { actor, calls } = start({ challenge: challenge() });
      const snapshot = actor.getSnapshot();
      expect(snapshot.matches({ active: 'awaitingCode' })).toBe(true);
      expect(snapshot.context).toMatchObject({
        transactionId: 'tx-1',
        maskedMsisdn: '532*****67',
        secondsLeft: 180,
        resendIn: 60,
      });
      expect(calls.sendCode).not.toHaveBeenCalled();
    });

    it('sends a code first without a challenge and then awaits it', async () => {
      const { actor, calls } = start({ purpose: 'CONTRACT', reference: 'R-9' });
      expect(actor.getSnapshot().matches('sending')).toBe(true);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches({ active: 'awaitingCode' }));
      expect(calls.sendCode).toHaveBeenCalledWith({ purpose: 'CONTRACT', reference: 'R-9' });
      expect(actor.getSnapshot().context.transactionId).toBe('tx-1');
    });

    it('a failed send goes to sendFailed with the message; retry sends again', async () => {
      let attempt = 0;
      const { actor, calls } = start(
        {},
        {
          sendCode: async () => {
            attempt += 1;
            if (attempt === 1) throw failure('SMS gönderilemedi.');
            return challenge();
          },
        },
      );
      await waitFor(actor, (s) => s.matches('sendFailed'));
      expect(actor.getSnapshot().context.error).toBe('SMS gönderilemedi.');

      actor.send({ type: 'user.retry' });
      await waitFor(actor, (s) => s.matches({ active: 'awaitingCode' }));
      expect(calls.sendCode).toHaveBeenCalledTimes(2);
      expect(actor.getSnapshot().context.error).toBeUndefined();
    });

    it('a failed send can be cancelled', async () => {
      const { actor } = start(
        {},
        {
          sendCode: async () => {
            throw failure('SMS gönderilemedi.');
          },
        },
      );
      await waitFor(actor, (s) => s.matches('sendFailed'));
      actor.send({ type: 'user.cancel' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
    });
  });

  describe('awaiting the code', () => {
    it.each(['12345', '12a456', 'abcdef', '1234567', ''])('refuses the incomplete code %j', (code) => {
      const { actor, calls } = start({ challenge: challenge() });
      expect(actor.getSnapshot().can({ type: 'user.submit', code })).toBe(false);
      actor.send({ type: 'user.submit', code });
      expect(actor.getSnapshot().matches({ active: 'awaitingCode' })).toBe(true);
      expect(calls.validateCode).not.toHaveBeenCalled();
    });

    it('accepts six digits', () => {
      const { actor } = start({ challenge: challenge() });
      expect(actor.getSnapshot().can({ type: 'user.submit', code: '123456' })).toBe(true);
    });

    it('ticks count down secondsLeft and resendIn, never below zero', () => {
      const { actor } = start({ challenge: challenge({ expiresInSeconds: 10, resendInSeconds: 2 }) });
      tick(actor, 3);
      expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 7, resendIn: 0 });
    });

    it('refuses resend until resendIn reaches 0, then resends with new timers', async () => {
      const { actor, calls } = start(
        { challenge: challenge({ expiresInSeconds: 100, resendInSeconds: 2 }) },
        {
          resendCode: async () =>
            challenge({ transactionId: 'tx-2', expiresInSeconds: 90, resendInSeconds: 30 }),
        },
      );
      expect(actor.getSnapshot().can({ type: 'user.resend' })).toBe(false);
      tick(actor);
      expect(actor.getSnapshot().can({ type: 'user.resend' })).toBe(false);
      actor.send({ type: 'user.resend' });
      expect(calls.resendCode).not.toHaveBeenCalled();

      tick(actor);
      expect(actor.getSnapshot().context.resendIn).toBe(0);
      expect(actor.getSnapshot().can({ type: 'user.resend' })).toBe(true);
      actor.send({ type: 'user.resend' });
      expect(actor.getSnapshot().matches({ active: 'resending' })).toBe(true);
      await waitFor(actor, (s) => s.matches({ active: 'awaitingCode' }));
      expect(calls.resendCode).toHaveBeenCalledWith({ transactionId: 'tx-1' });
      expect(actor.getSnapshot().context).toMatchObject({
        transactionId: 'tx-2',
        secondsLeft: 90,
        resendIn: 30,
      });
    });

    it('a failed resend while active stays on awaitingCode with the message', async () => {
      const { actor } = start(
        { challenge: challenge({ resendInSeconds: 0 }) },
        {
          resendCode: async () => {
            throw failure('Çok sık kod istediniz.', 'OTP_RESEND_TOO_EARLY');
          },
        },
      );
      actor.send({ type: 'user.resend' });
      await waitFor(actor, (s) => s.matches({ active: 'awaitingCode' }) && s.context.error !== undefined);
      expect(actor.getSnapshot().context.error).toBe('Çok sık kod istediniz.');
    });

    it('ticking to 0 expires the code', () => {
      const { actor } = start({ challenge: challenge({ expiresInSeconds: 3, resendInSeconds: 1 }) });
      tick(actor, 2);
      expect(actor.getSnapshot().matches({ active: 'awaitingCode' })).toBe(true);
      tick(actor);
      expect(actor.getSnapshot().matches('codeExpired')).toBe(true);
      expect(actor.getSnapshot().context.secondsLeft).toBe(0);
    });

    it('cancel ends with output cancelled', () => {
      const { actor } = start({ challenge: challenge() });
      actor.send({ type: 'user.cancel' });
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
    });
  });

  describe('validating', () => {
    it('a valid code ends in validated with the result as output', async () => {
      const result = { pageToken: 'tok' };
      const { actor, calls } = start({ challenge: challenge() }, { validateCode: async () => result });
      actor.send({ type: 'user.submit', code: '123456' });
      expect(actor.getSnapshot().matches({ active: 'validating' })).toBe(true);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().matches('validated')).toBe(true);
      expect(actor.getSnapshot().output).toEqual({ status: 'validated', result, transactionId: 'tx-1' });
      expect(calls.validateCode).toHaveBeenCalledWith(
        { transactionId: 'tx-1', code: '123456' },
        expect.anything(),
      );
    });

    it('a valid code whose call answers without content still counts as validated', async () => {
      const { actor } = start({ challenge: challenge() }, { validateCode: async () => undefined });
      actor.send({ type: 'user.submit', code: '123456' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().matches('validated')).toBe(true);
      expect(actor.getSnapshot().output).toEqual({
        status: 'validated',
        result: undefined,
        transactionId: 'tx-1',
      });
    });

    it('OTP_INVALID returns to awaitingCode with the message, cleared on the next try', async () => {
      const next = deferred<unknown>();
      let attempt = 0;
      const { actor } = start(
        { challenge: challenge() },
        {
          validateCode: async () => {
            attempt += 1;
            if (attempt === 1) throw failure('Kod hatalı.', 'OTP_INVALID');
            return next.promise;
          },
        },
      );
      actor.send({ type: 'user.submit', code: '111111' });
      await waitFor(actor, (s) => s.matches({ active: 'awaitingCode' }));
      expect(actor.getSnapshot().context.error).toBe('Kod hatalı.');

      actor.send({ type: 'user.submit', code: '222222' });
      expect(actor.getSnapshot().matches({ active: 'validating' })).toBe(true);
      expect(actor.getSnapshot().context.error).toBeUndefined();
      next.resolve({ ok: true });
      await waitFor(actor, (s) => s.matches('validated'));
    });

    it('an error without a message gets the default text', async () => {
      const { actor } = start(
        { challenge: challenge() },
        {
          validateCode: async () => {
            throw {};
          },
        },
      );
      actor.send({ type: 'user.submit', code: '123456' });
      await waitFor(actor, (s) => s.matches({ active: 'awaitingCode' }) && s.context.error !== undefined);
      // Worded by the error catalogue, not by the machine.
      expect(actor.getSnapshot().context.error).toBe('Servis başarısız oldu. Lütfen tekrar deneyiniz.');
    });

    it('OTP_LOCKED goes to locked', async () => {
      const { actor } = start(
        { challenge: challenge() },
        {
          validateCode: async () => {
            throw failure('Çok fazla hatalı deneme.', 'OTP_LOCKED');
          },
        },
      );
      actor.send({ type: 'user.submit', code: '123456' });
      await waitFor(actor, (s) => s.matches('locked'));
      expect(actor.getSnapshot().context.error).toBe('Çok fazla hatalı deneme.');
      expect(actor.getSnapshot().can({ type: 'user.submit', code: '123456' })).toBe(false);
    });

    it.each(['OTP_EXPIRED', 'OTP_USED'])('%s goes to codeExpired', async (code) => {
      const { actor } = start(
        { challenge: challenge() },
        {
          validateCode: async () => {
            throw failure('Kodun süresi doldu.', code);
          },
        },
      );
      actor.send({ type: 'user.submit', code: '123456' });
      await waitFor(actor, (s) => s.matches('codeExpired'));
      expect(actor.getSnapshot().context.error).toBe('Kodun süresi doldu.');
    });

    it('stopping the actor while validating aborts the validate call', async () => {
      let received: AbortSignal | undefined;
      const { actor } = start(
        { challenge: challenge() },
        {
          validateCode: (_input, signal) => {
            received = signal;
            return new Promise(() => {});
          },
        },
      );
      actor.send({ type: 'user.submit', code: '123456' });
      expect(actor.getSnapshot().matches({ active: 'validating' })).toBe(true);
      expect(received).toBeDefined();
      expect(received?.aborted).toBe(false);
      actor.stop();
      expect(received?.aborted).toBe(true);
    });
  });

  describe('after the code stopped working', () => {
    async function expiredActor(fakes: Fakes = {}) {
      const started = start({ challenge: challenge({ expiresInSeconds: 1, resendInSeconds: 1 }) }, fakes);
      tick(started.actor);
      await waitFor(started.actor, (s) => s.matches('codeExpired'));
      return started;
    }

    async function lockedActor(fakes: Fakes = {}) {
      const started = start(
        { challenge: challenge() },
        {
          validateCode: async () => {
            throw failure('Kilitlendi.', 'OTP_LOCKED');
          },
          ...fakes,
        },
      );
      started.actor.send({ type: 'user.submit', code: '123456' });
      await waitFor(started.actor, (s) => s.matches('locked'));
      return started;
    }

    it('a locked code offers no new code: a resend would give its tries back', async () => {
      const { actor, calls } = await lockedActor();
      expect(actor.getSnapshot().can({ type: 'user.resend' })).toBe(false);
      actor.send({ type: 'user.resend' });
      expect(actor.getSnapshot().matches('locked')).toBe(true);
      expect(calls.resendCode).not.toHaveBeenCalled();
    });

    it('resend from codeExpired returns to awaitingCode with new timers', async () => {
      const { actor, calls } = await expiredActor({
        resendCode: async () =>
          challenge({ transactionId: 'tx-new', expiresInSeconds: 120, resendInSeconds: 45 }),
      });
      expect(actor.getSnapshot().can({ type: 'user.resend' })).toBe(true);
      actor.send({ type: 'user.resend' });
      expect(actor.getSnapshot().matches('resendingAfterStop')).toBe(true);
      await waitFor(actor, (s) => s.matches({ active: 'awaitingCode' }));
      expect(calls.resendCode).toHaveBeenCalledWith({ transactionId: 'tx-1' });
      expect(actor.getSnapshot().context).toMatchObject({
        transactionId: 'tx-new',
        secondsLeft: 120,
        resendIn: 45,
        error: undefined,
      });
      // The new clock runs: ticks count down again.
      tick(actor);
      expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 119, resendIn: 44 });
    });

    it('a failed resend from codeExpired stays codeExpired with the message', async () => {
      const { actor } = await expiredActor({
        resendCode: async () => {
          throw failure('Kod gönderilemedi.');
        },
      });
      actor.send({ type: 'user.resend' });
      await waitFor(actor, (s) => s.matches('codeExpired') && s.context.error !== undefined);
      expect(actor.getSnapshot().context.error).toBe('Kod gönderilemedi.');
    });

    it('codeExpired and locked refuse a code and can be cancelled', async () => {
      for (const make of [expiredActor, lockedActor]) {
        const { actor } = await make();
        expect(actor.getSnapshot().can({ type: 'user.submit', code: '123456' })).toBe(false);
        actor.send({ type: 'user.cancel' });
        expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
      }
    });
  });

  describe('reset lifetime', () => {
    it('gives the same code a fresh lifetime and keeps the transaction', async () => {
      const { actor, calls } = start({ challenge: challenge() });
      tick(actor, 170);
      expect(actor.getSnapshot().context.secondsLeft).toBe(10);
      actor.send({ type: 'user.extend' });
      expect(actor.getSnapshot().matches({ active: 'extending' })).toBe(true);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches({ active: 'awaitingCode' }));
      expect(calls.resetLifetime).toHaveBeenCalledWith({ transactionId: 'tx-1' });
      expect(actor.getSnapshot().context).toMatchObject({ secondsLeft: 300, transactionId: 'tx-1' });
    });

    it('shows why a failed extension failed and keeps the code usable', async () => {
      const { actor } = start(
        { challenge: challenge() },
        { resetLifetime: async () => Promise.reject(failure('Servis başarısız oldu.')) },
      );
      actor.send({ type: 'user.extend' });
      await waitFor(actor, (s) => s.matches({ active: 'awaitingCode' }));
      expect(actor.getSnapshot().context).toMatchObject({
        error: 'Servis başarısız oldu.',
        secondsLeft: 180,
      });
    });

    it.each(['LOGIN', 'MANAGER_LOGIN'])(
      'is not offered for a sign-in code (%s), which has no session to extend it with',
      (purpose) => {
        const { actor, calls } = start({ challenge: challenge(), purpose });
        expect(actor.getSnapshot().can({ type: 'user.extend' })).toBe(false);
        actor.send({ type: 'user.extend' });
        expect(actor.getSnapshot().matches({ active: 'awaitingCode' })).toBe(true);
        expect(calls.resetLifetime).not.toHaveBeenCalled();
      },
    );
  });
});
