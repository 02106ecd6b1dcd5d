import { createActor, fromPromise, waitFor } from 'xstate';
import type { TermsDocument } from '../../api/types';
import { TERMS } from './sessionFixtures';
import { termsMachine } from './termsMachine';

function start(
  termsList: () => Promise<{ terms: TermsDocument[] }> = async () => ({ terms: TERMS }),
  termsConfirm: (input: unknown) => Promise<{ approved: true }> = async () => ({ approved: true }),
) {
  const calls = { termsList: vi.fn(termsList), termsConfirm: vi.fn(termsConfirm) };
  const machine = termsMachine.provide({
    actors: {
      termsList: fromPromise(() => calls.termsList()),
      termsConfirm: fromPromise(({ input }) => calls.termsConfirm(input)),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('termsMachine', () => {
  it('confirm is refused until every document is accepted; then it ends accepted', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('reviewing'));
    expect(actor.getSnapshot().context.terms).toEqual(TERMS);
    expect(actor.getSnapshot().can({ type: 'user.confirmTerms' })).toBe(false);
    actor.send({ type: 'user.toggleTerm', id: 't1', accepted: true });
    expect(actor.getSnapshot().can({ type: 'user.confirmTerms' })).toBe(false);
    actor.send({ type: 'user.toggleTerm', id: 't2', accepted: true });
    actor.send({ type: 'user.toggleTerm', id: 't2', accepted: false });
    expect(actor.getSnapshot().can({ type: 'user.confirmTerms' })).toBe(false);
    actor.send({ type: 'user.toggleTerm', id: 't2', accepted: true });
    expect(actor.getSnapshot().context.acceptedTermIds).toEqual(['t1', 't2']);
    actor.send({ type: 'user.confirmTerms' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.termsConfirm).toHaveBeenCalledWith({ body: { termIds: ['t1', 't2'] } });
    expect(actor.getSnapshot().output).toEqual({ accepted: true });
  });

  it('a failed confirm stays on the review with the message; the next tick clears it', async () => {
    let attempt = 0;
    const { actor } = start(undefined, async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Onay kaydedilemedi.');
      return { approved: true };
    });
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'user.toggleTerm', id: 't1', accepted: true });
    actor.send({ type: 'user.toggleTerm', id: 't2', accepted: true });
    actor.send({ type: 'user.confirmTerms' });
    await waitFor(actor, (s) => s.context.problem !== undefined);
    expect(actor.getSnapshot().matches('reviewing')).toBe(true);
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'server', text: 'Onay kaydedilemedi.' });
    actor.send({ type: 'user.toggleTerm', id: 't1', accepted: true });
    expect(actor.getSnapshot().context.problem).toBeUndefined();
    actor.send({ type: 'user.confirmTerms' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('a failed list can be retried', async () => {
    let attempt = 0;
    const { actor } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Liste alınamadı.');
      return { terms: TERMS };
    });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.problem).toEqual({ code: 'server', text: 'Liste alınamadı.' });
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('reviewing'));
  });

  it('nothing pending ends at once, accepted', async () => {
    const { actor, calls } = start(async () => ({ terms: [] }));
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ accepted: true });
    expect(calls.termsConfirm).not.toHaveBeenCalled();
  });
});
