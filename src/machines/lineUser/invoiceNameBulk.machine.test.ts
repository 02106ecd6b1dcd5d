import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { invoiceNameBulkMachine, targetCount, type VisibilityTarget } from './invoiceNameBulkMachine';

function start(
  update: (t: VisibilityTarget) => Promise<{ updated: number }>,
  /** null: the rights are not known. */
  rights: PersonRights | null = FULL_RIGHTS,
) {
  const linesUpdated = vi.fn();
  const calls = vi.fn(update);
  const actor = createActor(
    invoiceNameBulkMachine.provide({
      actors: { updateVisibility: fromPromise(({ input }) => calls(input)) },
      actions: { linesUpdated },
    }),
    { input: { rights: rights ?? undefined } },
  ).start();
  return { actor, linesUpdated, calls };
}

describe('invoiceNameBulkMachine', () => {
  it('asks nothing and updates nothing without the lineUser group’s Talep, or while the rights are unknown (issue 37)', async () => {
    for (const rights of [withoutRequest('lineUser'), null]) {
      const { actor, linesUpdated, calls } = start(async () => ({ updated: 1 }), rights);
      actor.send({ type: 'selection.change', ids: ['5321111111'] });
      expect(actor.getSnapshot().can({ type: 'user.apply', visible: false })).toBe(false);
      actor.send({ type: 'user.apply', visible: false });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      // A confirmation reached anyway (a restored snapshot, a crafted event) still sends nothing.
      const confirming = invoiceNameBulkMachine.resolveState({
        value: 'confirming',
        context: actor.getSnapshot().context,
      });
      expect(confirming.can({ type: 'user.confirm' })).toBe(false);
      const failed = invoiceNameBulkMachine.resolveState({
        value: 'failed',
        context: actor.getSnapshot().context,
      });
      expect(failed.can({ type: 'user.confirm' })).toBe(false);
      actor.send({ type: 'user.confirm' });
      await Promise.resolve();
      expect(calls).not.toHaveBeenCalled();
      expect(linesUpdated).not.toHaveBeenCalled();
    }
  });

  it('asks for the confirmation with the lineUser group’s Talep and no full authority', () => {
    const talep = withoutRequest('tariff');
    const { actor } = start(async () => ({ updated: 1 }), { ...talep, fullAuthority: false });
    actor.send({ type: 'selection.change', ids: ['5321111111'] });
    actor.send({ type: 'user.apply', visible: false });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
  });

  it('needs a selection before asking', () => {
    const { actor } = start(async () => ({ updated: 0 }));
    expect(actor.getSnapshot().can({ type: 'user.apply', visible: true })).toBe(false);
    actor.send({ type: 'user.apply', visible: true });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('updates the chosen numbers after the confirmation, then clears the selection and reloads', async () => {
    const { actor, linesUpdated, calls } = start(async () => ({ updated: 2 }));
    actor.send({ type: 'selection.change', ids: ['5321111111', '5322222222'] });
    actor.send({ type: 'user.apply', visible: false });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(targetCount(actor.getSnapshot().context)).toBe(2);
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toHaveBeenCalledWith({ visible: false, msisdns: ['5321111111', '5322222222'] });
    expect(linesUpdated).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context).toMatchObject({ updated: 2, selected: [], allMatching: false });
    actor.send({ type: 'user.dismiss' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
  });

  it('"all N matching" sends the filter, not numbers, and counts N', async () => {
    const { actor, calls } = start(async () => ({ updated: 2400 }));
    actor.send({ type: 'selection.change', ids: ['5321111111'] });
    actor.send({ type: 'selection.all', total: 2400, filter: { status: 'ACTIVE' } });
    actor.send({ type: 'user.apply', visible: true });
    expect(targetCount(actor.getSnapshot().context)).toBe(2400);
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toHaveBeenCalledWith({ visible: true, filter: { status: 'ACTIVE' } });
  });

  it('a cancelled confirmation sends nothing and keeps the selection', () => {
    const { actor, calls } = start(async () => ({ updated: 1 }));
    actor.send({ type: 'selection.change', ids: ['5321111111'] });
    actor.send({ type: 'user.apply', visible: true });
    actor.send({ type: 'user.cancel' });
    expect(calls).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.selected).toEqual(['5321111111']);
  });

  it('a failure keeps the selection, holds the code and can be retried', async () => {
    let n = 0;
    const { actor, linesUpdated } = start(async () => {
      n += 1;
      if (n === 1) throw Object.assign(new Error('x'), { code: 'VALIDATION_ERROR' });
      return { updated: 1 };
    });
    actor.send({ type: 'selection.change', ids: ['5321111111'] });
    actor.send({ type: 'user.apply', visible: true });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe('VALIDATION_ERROR');
    expect(linesUpdated).not.toHaveBeenCalled();
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(linesUpdated).toHaveBeenCalledTimes(1);
  });

  it('clearing the selection leaves "all matching"', () => {
    const { actor } = start(async () => ({ updated: 0 }));
    actor.send({ type: 'selection.all', total: 10, filter: {} });
    actor.send({ type: 'selection.clear' });
    expect(actor.getSnapshot().context.allMatching).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.apply', visible: true })).toBe(false);
  });
});
