import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { SecureInternetSaveAnswer } from '../../api/secureInternet/types';
import { profileChangeMachine, type SaveInput } from './profileChangeMachine';

const answer: SecureInternetSaveAnswer = {
  orderId: 'HT-20260115-000001',
  profile: 'CHILD',
  changed: 1,
  results: [
    { msisdn: '5321111111', status: 'CHANGED' },
    { msisdn: '5322222222', status: 'UNCHANGED', reason: 'Hat zaten bu profilde.' },
  ],
};

function start(
  save: (input: SaveInput) => Promise<SecureInternetSaveAnswer> = async () => answer,
  /** null: the rights are not known (loading or failed). */
  rights: PersonRights | null = FULL_RIGHTS,
) {
  const saved = vi.fn();
  const calls = vi.fn(save);
  const actor = createActor(
    profileChangeMachine.provide({
      actors: { save: fromPromise(({ input }: { input: SaveInput }) => calls(input)) },
      actions: { profilesSaved: saved },
    }),
    { input: { rights: rights ?? undefined } },
  ).start();
  return { actor, saved, calls };
}

describe('profileChangeMachine', () => {
  it('opens no dialog and saves nothing without the secureInternet group’s Talep (issue 37)', () => {
    for (const rights of [withoutRequest('secureInternet'), null]) {
      const { actor, calls, saved } = start(undefined, rights);
      actor.send({ type: 'selection.change', ids: ['5321111111'] });
      expect(actor.getSnapshot().can({ type: 'user.change' })).toBe(false);
      // Crafted events do not pass either: the guard reads the rights, not the button.
      actor.send({ type: 'user.change' });
      actor.send({ type: 'user.save', profile: 'CHILD' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(calls).not.toHaveBeenCalled();
      expect(saved).not.toHaveBeenCalled();
    }
  });

  it('asks for a profile only with chosen lines', () => {
    const { actor } = start();
    actor.send({ type: 'user.change' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'selection.change', ids: ['5321111111'] });
    actor.send({ type: 'user.change' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().context.selected).toEqual(['5321111111']);
  });

  it('saves the chosen profile for the chosen lines, shows the results and has the page reload', async () => {
    const { actor, saved, calls } = start();
    actor.send({ type: 'selection.change', ids: ['5321111111', '5322222222'] });
    actor.send({ type: 'user.change' });
    actor.send({ type: 'user.save', profile: 'CHILD' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toHaveBeenCalledWith({ profile: 'CHILD', msisdns: ['5321111111', '5322222222'] });
    expect(saved).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ result: answer, selected: [] });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().context.result).toBeUndefined();
  });

  it('a failed save returns to the choice with its code, keeping the lines', async () => {
    const { actor, saved } = start(async () =>
      Promise.reject(Object.assign(new Error('x'), { code: '500' })),
    );
    actor.send({ type: 'selection.change', ids: ['5321111111'] });
    actor.send({ type: 'user.change' });
    actor.send({ type: 'user.save', profile: 'FAMILY' });
    await waitFor(actor, (s) => s.matches('choosing') && s.context.failure !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({ failure: '500', selected: ['5321111111'] });
    expect(saved).not.toHaveBeenCalled();
  });
});
