import type { EventObject, SnapshotFrom } from 'xstate';
import type { OtpChallenge } from '../../src/api/types';
import type { OtpInput, otpMachine } from '../../src/machines/shared/otp/otpMachine';

export type OtpSnapshot = SnapshotFrom<typeof otpMachine>;

/** An event with its payload, as the traversal offers it. */
export type ModelEvent = EventObject & Record<string, unknown>;

/** How the panel is opened: the model's events follow what the sandbox answers. */
export interface OtpWorld {
  name: string;
  /**
   * The login step: the challenge exists before the panel opens and the login rows confirm it.
   * Otherwise a signed-in person confirms an operation and the panel sends the code itself.
   */
  login: boolean;
}

/** A known purpose of a later confirmation (the sandbox refuses unknown ones, and LOGIN without a login). */
export const CONFIRM_PURPOSE = 'CONTRACT_APPROVAL';

/**
 * The model's code lives 2 s and unlocks resend after 1 s, so one tick unlocks resend and the
 * next expires the code; the executor plays each model tick as "until that counter is zero"
 * against the real 300 s / 30 s. Keeps the traversal small without hiding a transition.
 */
export const MODEL_CHALLENGE: OtpChallenge = {
  transactionId: 'model',
  maskedMsisdn: '532*****67',
  expiresInSeconds: 2,
  resendInSeconds: 1,
};

export function modelInput(world: OtpWorld): OtpInput {
  return world.login ? { challenge: MODEL_CHALLENGE, purpose: 'LOGIN' } : { purpose: CONFIRM_PURPOSE };
}

/** Exact small counters for the traversal (bounded by MODEL_CHALLENGE). */
export function serializeModel(snapshot: OtpSnapshot): string {
  const { secondsLeft, resendIn, error } = snapshot.context;
  return JSON.stringify({ value: snapshot.value, secondsLeft, resendIn, error: Boolean(error) });
}

/** What the person can tell apart, for model and real actor alike: a counter is running or done. */
export function serializeSeen(snapshot: OtpSnapshot): string {
  const { secondsLeft, resendIn, error } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    expired: secondsLeft === 0,
    resendUnlocked: resendIn === 0,
    error: Boolean(error),
  });
}

const failure = (code: string | undefined, message: string) => ({ code, message });

/** The events a person, the clock or the server's answer can cause in a snapshot. */
export function candidateEvents() {
  return (snapshot: OtpSnapshot): ModelEvent[] => {
    const events: ModelEvent[] = [
      // One submit: which code the person types follows from the answer the next step expects.
      { type: 'user.submit', code: '123456' },
      { type: 'user.resend' },
      { type: 'user.extend' },
      { type: 'user.retry' },
      { type: 'user.cancel' },
      { type: 'xstate.done.actor.sendCode', output: MODEL_CHALLENGE },
      { type: 'xstate.error.actor.sendCode', error: failure(undefined, 'Servis başarısız oldu.') },
      { type: 'xstate.done.actor.validateCode', output: { validated: true } },
      { type: 'xstate.error.actor.validateCode', error: failure('OTP_INVALID', 'Doğrulama kodu hatalı.') },
      { type: 'xstate.error.actor.validateCode', error: failure('OTP_LOCKED', 'Çok fazla hatalı deneme.') },
      { type: 'xstate.error.actor.validateCode', error: failure('OTP_EXPIRED', 'Süresi doldu.') },
      { type: 'xstate.done.actor.resendCode', output: MODEL_CHALLENGE },
      { type: 'xstate.error.actor.resendCode', error: failure(undefined, 'Servis başarısız oldu.') },
      {
        type: 'xstate.done.actor.resetLifetime',
        output: { expiresInSeconds: MODEL_CHALLENGE.expiresInSeconds },
      },
      { type: 'xstate.error.actor.resetLifetime', error: failure(undefined, 'Servis başarısız oldu.') },
      { type: 'xstate.done.actor.resendAfterStop', output: MODEL_CHALLENGE },
      { type: 'xstate.error.actor.resendAfterStop', error: failure(undefined, 'Servis başarısız oldu.') },
      // The clock only while the person waits for the code: ticks during a call add nothing.
      ...(snapshot.matches({ active: 'awaitingCode' }) ? [{ type: 'clock.tick' }] : []),
    ];
    return events.filter((event) => snapshot.can(event as never));
  };
}
