import { createActor, fromPromise, waitFor } from 'xstate';
import type { AbroadChangeAnswer } from '../../api/abroad/types';
import type { OtpOutput } from '../shared/otp/otpMachine';
import { type ApplyInput, abroadConfirmMachine } from './abroadConfirmMachine';
import { validationOf } from './testLines';

const answer: AbroadChangeAnswer = {
  orderId: 'HT-20260115-000001',
  service: 'ROAMING',
  action: 'CLOSE',
  done: 1,
  results: [
    { msisdn: '5321111111', status: 'DONE' },
    { msisdn: '5322222222', status: 'REFUSED', reason: 'Hattın yurt dışı kullanımı zaten kapalı.' },
  ],
};

function start(
  options: {
    otp?: () => Promise<OtpOutput>;
    apply?: (input: ApplyInput) => Promise<AbroadChangeAnswer>;
  } = {},
) {
  const otpInputs: unknown[] = [];
  const apply = vi.fn(options.apply ?? (async () => answer));
  const changeApplied = vi.fn();
  const actor = createActor(
    abroadConfirmMachine.provide({
      actors: {
        otp: fromPromise(async ({ input }) => {
          otpInputs.push(input);
          return (
            options.otp ?? (async () => ({ status: 'validated', result: {}, transactionId: 'tx-1' }))
          )();
        }),
        apply: fromPromise(({ input }: { input: ApplyInput }) => apply(input)),
      } as never,
      actions: { changeApplied: (_, result) => changeApplied(result) },
    }),
    { input: { validation: validationOf(['5321111111', '5322222222']) } },
  ).start();
  return { actor, otpInputs, apply, changeApplied };
}

describe('abroadConfirmMachine', () => {
  it('confirms with the SMS code referencing the validation, then applies it with the transaction', async () => {
    const run = start();
    expect(run.actor.getSnapshot().matches('review')).toBe(true);
    run.actor.send({ type: 'user.confirm' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.otpInputs).toEqual([{ purpose: 'ROAMING', reference: 'val-1' }]);
    expect(run.apply.mock.calls[0]?.[0]).toMatchObject({
      transactionId: 'tx-1',
      validation: { validationId: 'val-1' },
    });
    expect(run.actor.getSnapshot().context.result).toEqual(answer);
    expect(run.changeApplied).toHaveBeenCalledWith(answer);
  });

  it('a cancelled code changes nothing and goes back to the review', async () => {
    const run = start({ otp: async () => ({ status: 'cancelled' }) });
    run.actor.send({ type: 'user.confirm' });
    await waitFor(run.actor, (s) => s.matches('review') && run.otpInputs.length === 1);
    expect(run.apply).not.toHaveBeenCalled();
  });

  it('a failed apply returns to the review, says so, and a new confirmation asks a new code', async () => {
    let calls = 0;
    const run = start({
      apply: async () => {
        calls += 1;
        if (calls === 1) throw new Error('down');
        return answer;
      },
    });
    run.actor.send({ type: 'user.confirm' });
    await waitFor(run.actor, (s) => s.matches('review') && s.context.applyFailed);
    run.actor.send({ type: 'user.confirm' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.otpInputs).toHaveLength(2);
    expect(run.actor.getSnapshot().context.applyFailed).toBe(false);
  });
});
