import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { ExtraPacketChangeAnswer } from '../../api/extraPacket/types';
import { type ChangeInput, permissionChangeMachine } from './permissionChangeMachine';

const answer: ExtraPacketChangeAnswer = {
  orderId: 'HT-20260115-000001',
  action: 'ALLOW',
  types: ['DATA'],
  changed: 1,
  results: [
    { msisdn: '5321111111', status: 'CHANGED', changedTypes: ['DATA'], notes: [] },
    {
      msisdn: '5322222222',
      status: 'UNCHANGED',
      changedTypes: [],
      notes: [{ type: 'DATA', reason: 'İzin zaten verilmiş.' }],
    },
  ],
};

function start(
  change: (input: ChangeInput) => Promise<ExtraPacketChangeAnswer> = async () => answer,
  /** null: the rights are not known (loading or failed). */
  rights: PersonRights | null = FULL_RIGHTS,
) {
  const changed = vi.fn();
  const calls = vi.fn(change);
  const actor = createActor(
    permissionChangeMachine.provide({
      actors: { change: fromPromise(({ input }: { input: ChangeInput }) => calls(input)) },
      actions: { permissionsChanged: changed },
    }),
    { input: { rights: rights ?? undefined } },
  ).start();
  return { actor, changed, calls };
}

describe('permissionChangeMachine', () => {
  it('opens no dialog and writes nothing without the extraPacket group’s Talep (issue 37)', () => {
    for (const rights of [withoutRequest('extraPacket'), null]) {
      const { actor, calls, changed } = start(undefined, rights);
      actor.send({ type: 'selection.change', ids: ['5321111111'] });
      expect(actor.getSnapshot().can({ type: 'user.change', action: 'ALLOW' })).toBe(false);
      // Crafted events do not pass either: the guard reads the rights, not the button.
      actor.send({ type: 'user.change', action: 'ALLOW' });
      actor.send({ type: 'user.review', types: ['DATA'] });
      actor.send({ type: 'user.confirm' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(calls).not.toHaveBeenCalled();
      expect(changed).not.toHaveBeenCalled();
    }
  });

  it('opens the choice only with chosen lines, and goes on only with at least one type', () => {
    const { actor } = start();
    actor.send({ type: 'user.change', action: 'ALLOW' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    // More than one change may name is refused before anything is asked.
    actor.send({
      type: 'selection.change',
      ids: Array.from({ length: 1001 }, (_, i) => String(5320000000 + i)),
    });
    actor.send({ type: 'user.change', action: 'ALLOW' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'selection.change', ids: ['5321111111'] });
    actor.send({ type: 'user.change', action: 'DENY' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    expect(actor.getSnapshot().context.action).toBe('DENY');
    actor.send({ type: 'user.review', types: [] });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'user.review', types: ['SMS', 'DATA'] });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().matches('choosing')).toBe(true);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.selected).toEqual(['5321111111']);
  });

  it('changes the chosen types for the chosen lines once confirmed, shows the results and has the page reload', async () => {
    const { actor, changed, calls } = start();
    actor.send({ type: 'selection.change', ids: ['5321111111', '5322222222'] });
    actor.send({ type: 'user.change', action: 'ALLOW' });
    actor.send({ type: 'user.review', types: ['DATA'] });
    expect(calls).not.toHaveBeenCalled();
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toHaveBeenCalledWith({
      action: 'ALLOW',
      types: ['DATA'],
      msisdns: ['5321111111', '5322222222'],
    });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ result: answer, selected: [] });
    actor.send({ type: 'selection.change', ids: ['5323333333'] });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ result: undefined, selected: ['5323333333'] });
  });

  it('a failed change returns to the confirmation with its code, keeping the lines and types', async () => {
    const { actor, changed } = start(async () =>
      Promise.reject(Object.assign(new Error('x'), { code: '403' })),
    );
    actor.send({ type: 'selection.change', ids: ['5321111111'] });
    actor.send({ type: 'user.change', action: 'ALLOW' });
    actor.send({ type: 'user.review', types: ['ROAMING'] });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.failure !== undefined);
    expect(actor.getSnapshot().context).toMatchObject({
      failure: '403',
      selected: ['5321111111'],
      types: ['ROAMING'],
    });
    expect(changed).not.toHaveBeenCalled();
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });
});
