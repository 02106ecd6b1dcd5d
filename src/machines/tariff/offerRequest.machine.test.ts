/** "Temsilcimden teklif iste" with a stand-in MARS call: ask, send with a note, the reference, a refusal. */
import { createActor, fromPromise, waitFor } from 'xstate';
import { offerRequestMachine } from './offerRequestMachine';

function start(answer: () => unknown) {
  const calls: unknown[] = [];
  const actor = createActor(
    offerRequestMachine.provide({
      actors: {
        marsSend: fromPromise(async ({ input }) => {
          calls.push(input);
          return answer();
        }),
      } as never,
    }),
    { input: { msisdn: '5321234567' } },
  ).start();
  return { actor, calls };
}

const ANSWER = { referenceNo: 'MRS-20261125-000001', message: 'İletildi.' };

describe('tariff offer request', () => {
  it('sends the tariff, the line and the note (trimmed, left out when empty) and keeps the reference', async () => {
    const { actor, calls } = start(() => ANSWER);
    actor.send({ type: 'user.ask', tariffId: 'KRM-SNS-PLUS' });
    actor.send({ type: 'user.send', note: '  50 hat için  ' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls[0]).toEqual({
      body: { tariffId: 'KRM-SNS-PLUS', msisdns: ['5321234567'], note: '50 hat için' },
    });
    expect(actor.getSnapshot().context.answer).toEqual(ANSWER);
    actor.send({ type: 'user.ask', tariffId: 'KRM-DATA-20' });
    expect(actor.getSnapshot().context).toMatchObject({ tariffId: 'KRM-DATA-20', answer: null });
    actor.send({ type: 'user.send', note: '   ' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls[1]).toEqual({ body: { tariffId: 'KRM-DATA-20', msisdns: ['5321234567'] } });
  });

  it('stays open after a refusal (the row’s modal says why) and closes without sending', async () => {
    const { actor, calls } = start(() => {
      throw new Error('Reddedildi.');
    });
    actor.send({ type: 'user.ask', tariffId: 'KRM-SNS-PLUS' });
    actor.send({ type: 'user.send', note: '' });
    await waitFor(actor, (s) => s.matches('asking'));
    expect(actor.getSnapshot().context.answer).toBeNull();
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(calls).toHaveLength(1);
  });
});
