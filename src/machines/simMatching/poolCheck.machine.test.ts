import { createActor, fromPromise, waitFor } from 'xstate';
import type { SimPoolAnswer } from '../../api/simMatching/types';
import { poolCheckMachine } from './poolCheckMachine';

const FREE = '89900130000000000016';

function start(fail = false) {
  const asked: string[] = [];
  const machine = poolCheckMachine.provide({
    actors: {
      checkPool: fromPromise(async ({ input }: { input: { iccid: string } }): Promise<SimPoolAnswer> => {
        asked.push(input.iccid);
        if (fail) throw new Error('Servis başarısız oldu. Lütfen tekrar deneyiniz.');
        return {
          iccid: input.iccid,
          inPool: true,
          status: 'FREE',
          message: 'SIM kart havuzda ve eşleştirmeye hazır.',
        };
      }),
    },
  });
  return { actor: createActor(machine).start(), asked };
}

describe('poolCheckMachine', () => {
  it('asks a well-formed card only, and answers it', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'user.check', iccid: '8990 0130' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'user.check', iccid: FREE });
    await waitFor(actor, (s) => s.hasTag('answered'));
    expect(asked).toEqual([FREE]);
    expect(actor.getSnapshot().context.answer?.status).toBe('FREE');
  });

  it('keeps the failure’s message and asks again on the next check', async () => {
    const { actor, asked } = start(true);
    actor.send({ type: 'user.check', iccid: FREE });
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(actor.getSnapshot().context.error).toBe('Servis başarısız oldu. Lütfen tekrar deneyiniz.');
    actor.send({ type: 'user.check', iccid: FREE });
    expect(actor.getSnapshot().matches('checking')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeUndefined();
    await waitFor(actor, (s) => s.hasTag('failed'));
    expect(asked).toHaveLength(2);
  });
});
