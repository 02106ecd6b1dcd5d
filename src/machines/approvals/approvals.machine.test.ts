import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import type { ApprovalProcedure } from '../../api/approvals/types';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { OtpOutput } from '../shared/otp/otpMachine';
import { approvalsMachine, isReason } from './approvalsMachine';

/** The group whose Onay decides the fixture's requests (a tariff change). */
const GROUP = 'tariff';

const procedure = (id: string): ApprovalProcedure => ({
  workflowInstanceId: id,
  type: 'TARIFF_CHANGE',
  typeName: 'Tarife değişikliği',
  requester: 'Deniz Aksoy',
  requestedAt: '2025-10-20T09:00:00.000Z',
  summary: 'Tarife değişecek.',
  details: [{ label: 'Hat', value: '532 123 45 67' }],
});

function approvals(
  options: {
    otp?: () => Promise<OtpOutput>;
    confirm?: (input: unknown) => Promise<unknown>;
    /** null: the rights are not known (loading or failed). */
    rights?: PersonRights | null;
  } = {},
) {
  let lists = 0;
  const confirm = vi.fn(options.confirm ?? (async () => ({ status: 'APPROVED' })));
  const otpInputs: unknown[] = [];
  const procedureDecided = vi.fn();
  const actor = createActor(
    approvalsMachine.provide({
      actors: {
        listProcedures: fromPromise(async () => {
          lists += 1;
          return { procedures: lists === 1 ? [procedure('WF-1'), procedure('WF-2')] : [procedure('WF-2')] };
        }),
        otp: fromPromise(async ({ input }) => {
          otpInputs.push(input);
          return (
            options.otp ?? (async () => ({ status: 'validated', result: {}, transactionId: 'tx-1' }))
          )();
        }),
        confirmDecision: fromPromise(({ input }) => confirm(input)),
      } as never,
      actions: { procedureDecided },
    }),
    { input: { rights: options.rights === undefined ? FULL_RIGHTS : (options.rights ?? undefined) } },
  ).start();
  return { actor, confirm, otpInputs, procedureDecided, lists: () => lists };
}

describe('approvals machine', () => {
  it('sends no SMS code and records no decision without Onay of the request’s group (issue 37)', async () => {
    for (const rights of [withoutRequest(GROUP), null]) {
      const run = approvals({ rights });
      await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }));
      run.actor.send({ type: 'user.select', workflowInstanceId: 'WF-1' });
      expect(run.actor.getSnapshot().can({ type: 'user.approve' })).toBe(false);
      expect(run.actor.getSnapshot().can({ type: 'user.reject' })).toBe(false);
      // Crafted events do not pass either: the guard reads the rights, not the buttons.
      run.actor.send({ type: 'user.approve' });
      run.actor.send({ type: 'user.reject' });
      expect(run.otpInputs).toEqual([]);
      expect(run.confirm).not.toHaveBeenCalled();
      expect(run.actor.getSnapshot().can({ type: 'user.back' })).toBe(true);
      run.actor.stop();
    }
  });

  it('approves: the OTP child gets the workflow instance, the decision carries its transaction, the list reloads', async () => {
    const run = approvals();
    await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }));
    expect(run.actor.getSnapshot().can({ type: 'user.select', workflowInstanceId: 'WF-404' })).toBe(false);
    run.actor.send({ type: 'user.select', workflowInstanceId: 'WF-1' });
    run.actor.send({ type: 'user.approve' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }) && run.lists() === 2);
    expect(run.otpInputs).toEqual([{ purpose: 'APPROVAL_PROCEDURE', reference: 'WF-1' }]);
    expect(run.confirm).toHaveBeenCalledWith({
      params: { workflowInstanceId: 'WF-1' },
      body: { decision: 'APPROVE', transactionId: 'tx-1' },
    });
    const { context } = run.actor.getSnapshot();
    expect(context.procedures.map((p) => p.workflowInstanceId)).toEqual(['WF-2']);
    expect(context.decided).toEqual({ workflowInstanceId: 'WF-1', decision: 'APPROVE' });
    expect(context.selectedId).toBeUndefined();
    expect(run.procedureDecided).toHaveBeenCalledTimes(1);
  });

  it('rejects only with a reason, and sends it trimmed', async () => {
    const run = approvals();
    await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }));
    run.actor.send({ type: 'user.select', workflowInstanceId: 'WF-1' });
    run.actor.send({ type: 'user.reject' });
    expect(run.actor.getSnapshot().can({ type: 'user.submitReason', reason: '   ' })).toBe(false);
    run.actor.send({ type: 'user.submitReason', reason: '  Bütçe yok.  ' });
    await waitFor(run.actor, (s) => run.lists() === 2 && s.matches({ loaded: 'browsing' }));
    expect(run.confirm).toHaveBeenCalledWith({
      params: { workflowInstanceId: 'WF-1' },
      body: { decision: 'REJECT', reason: 'Bütçe yok.', transactionId: 'tx-1' },
    });
    expect(run.actor.getSnapshot().context.decided).toEqual({
      workflowInstanceId: 'WF-1',
      decision: 'REJECT',
    });
  });

  it('goes back to the detail when the code is cancelled, and sends no decision', async () => {
    const run = approvals({ otp: async () => ({ status: 'cancelled' }) });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }));
    run.actor.send({ type: 'user.select', workflowInstanceId: 'WF-2' });
    run.actor.send({ type: 'user.approve' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'detail' }) && run.otpInputs.length === 1);
    expect(run.confirm).not.toHaveBeenCalled();
    expect(run.actor.getSnapshot().context).toMatchObject({ selectedId: 'WF-2', decision: undefined });
  });

  it('an OTP child that fails by itself leaves the person on the detail', async () => {
    const run = approvals({
      otp: async () => {
        throw new Error('child crashed');
      },
    });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }));
    run.actor.send({ type: 'user.select', workflowInstanceId: 'WF-1' });
    run.actor.send({ type: 'user.approve' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'detail' }) && run.otpInputs.length === 1);
    expect(run.confirm).not.toHaveBeenCalled();
  });

  it('stays on the detail when the decision call fails; the list is not reloaded', async () => {
    const run = approvals({
      confirm: async () => {
        throw new Error('Doğrulama kodu bu işlem için geçerli değil.');
      },
    });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'browsing' }));
    run.actor.send({ type: 'user.select', workflowInstanceId: 'WF-1' });
    run.actor.send({ type: 'user.approve' });
    await waitFor(run.actor, (s) => s.matches({ loaded: 'detail' }) && run.confirm.mock.calls.length === 1);
    expect(run.lists()).toBe(1);
    expect(run.procedureDecided).not.toHaveBeenCalled();
  });

  it('knows a reason', () => {
    expect(isReason('')).toBe(false);
    expect(isReason('  ')).toBe(false);
    expect(isReason('Uygun değil')).toBe(true);
    expect(isReason('x'.repeat(501))).toBe(false);
  });
});
