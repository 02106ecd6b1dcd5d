import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import type { PersonRights } from '../../api/authorizedUsers/types';
import { CONTRACT_APPROVAL_PURPOSE, type ContractSummary } from '../../api/contracts/types';
import type { OtpInput, OtpOutput } from '../shared/otp/otpMachine';
import { type ContractDetailOutput, contractDetailMachine } from './contractDetailMachine';
import { contractFixture, deferred } from './contractTestKit';

const CONTENT = {
  contractNumber: '4310807200',
  title: 'Taahhütname',
  sections: [{ heading: '1. Taraflar', paragraphs: ['…'] }],
};

interface Options {
  contract?: ContractSummary;
  content?: () => Promise<unknown>;
  otp?: OtpOutput;
  decide?: () => Promise<unknown>;
  report?: () => Promise<unknown>;
  /** null: the rights are not known (loading or failed). */
  rights?: PersonRights | null;
}

function start(options: Options = {}) {
  const contract = options.contract ?? contractFixture();
  const calls = { content: 0, decide: [] as unknown[], report: [] as unknown[], otp: [] as OtpInput[] };
  const otpGate = deferred<OtpOutput>();
  const machine = contractDetailMachine.provide({
    actors: {
      content: fromPromise(async () => {
        calls.content += 1;
        return (options.content ?? (async () => CONTENT))();
      }) as never,
      otp: fromPromise(async ({ input }) => {
        calls.otp.push(input as OtpInput);
        return otpGate.promise;
      }) as never,
      decide: fromPromise(async ({ input }) => {
        calls.decide.push(input);
        return (options.decide ?? (async () => ({ ...contract, status: 'APPROVED' })))();
      }) as never,
      report: fromPromise(async ({ input }) => {
        calls.report.push(input);
        return (
          options.report ?? (async () => ({ reportId: 'HB-000001', createdAt: '2026-11-21T10:00:00Z' }))
        )();
      }) as never,
    },
  });
  const rights = options.rights === undefined ? FULL_RIGHTS : (options.rights ?? undefined);
  const actor = createActor(machine, { input: { family: 'ISTECEP', contract, rights } }).start();
  return {
    actor,
    calls,
    finishOtp: (
      output: OtpOutput = options.otp ?? { status: 'validated', result: {}, transactionId: 'tx-1' },
    ) => otpGate.resolve(output),
  };
}

const VALIDATED: OtpOutput = { status: 'validated', result: { validated: true }, transactionId: 'tx-1' };

describe('contractDetailMachine', () => {
  it('sends no SMS code and records no decision without the contracts group’s Talep (issue 37)', async () => {
    for (const rights of [withoutRequest('contracts'), null]) {
      const { actor, calls } = start({ rights });
      await waitFor(actor, (s) => s.matches({ viewing: 'reading' }));
      expect(actor.getSnapshot().can({ type: 'user.approve' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'user.startReject' })).toBe(false);
      // Crafted events do not pass either: the guard reads the rights, not the buttons.
      actor.send({ type: 'user.approve' });
      actor.send({ type: 'user.startReject' });
      expect(actor.getSnapshot().matches({ viewing: 'reading' })).toBe(true);
      expect(calls.otp).toEqual([]);
      expect(calls.decide).toEqual([]);
      // Reading the text and reporting an error in it need no Talep.
      expect(actor.getSnapshot().can({ type: 'user.openReport' })).toBe(true);
      actor.stop();
    }
  });

  it('loads the contract text and shows it', async () => {
    const { actor } = start();
    const s = await waitFor(actor, (snap) => snap.matches({ viewing: 'reading' }));
    expect(s.context.content).toEqual(CONTENT);
  });

  it('a failed load can be retried or closed', async () => {
    let first = true;
    const { actor, calls } = start({
      content: async () => {
        if (first) {
          first = false;
          throw new Error('Servis başarısız oldu.');
        }
        return CONTENT;
      },
    });
    await waitFor(actor, (s) => s.matches('contentFailed'));
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(calls.content).toBe(2);
  });

  it('approve: the OTP child confirms CONTRACT_APPROVAL for this contract, then the decision is sent with the transactionId', async () => {
    const { actor, calls, finishOtp } = start();
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'user.approve' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(calls.otp).toEqual([{ purpose: CONTRACT_APPROVAL_PURPOSE, reference: '4310807200' }]);
    finishOtp(VALIDATED);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(calls.decide).toEqual([
      { family: 'ISTECEP', contractNumber: '4310807200', decision: 'APPROVE', transactionId: 'tx-1' },
    ]);
    const output = done.output as Extract<ContractDetailOutput, { status: 'decided' }>;
    expect(output.status).toBe('decided');
    expect(output.decision).toBe('APPROVE');
    expect(output.contract.status).toBe('APPROVED');
    // Spec §4 clear actions: the text and the validation are gone with the view.
    expect(done.context.content).toBeUndefined();
    expect(done.context.transactionId).toBeUndefined();
  });

  it('hasReason: a reject needs a non-blank reason, which travels with the decision', async () => {
    const { actor, calls, finishOtp } = start();
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'user.startReject' });
    expect(actor.getSnapshot().matches({ viewing: 'rejecting' })).toBe(true);
    actor.send({ type: 'user.reject', reason: '   ' });
    expect(actor.getSnapshot().matches({ viewing: 'rejecting' })).toBe(true);
    actor.send({ type: 'user.reject', reason: ' Tarife hatalı. ' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    finishOtp(VALIDATED);
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.decide[0]).toMatchObject({
      decision: 'REJECT',
      reason: 'Tarife hatalı.',
      transactionId: 'tx-1',
    });
  });

  it('a cancelled reject form goes back to reading', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'user.startReject' });
    actor.send({ type: 'user.cancelReject' });
    expect(actor.getSnapshot().matches({ viewing: 'reading' })).toBe(true);
  });

  it('isValidated fails: closing the OTP dialog returns to the text without a decision', async () => {
    const { actor, calls, finishOtp } = start();
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'user.approve' });
    finishOtp({ status: 'cancelled' });
    const s = await waitFor(actor, (snap) => snap.matches({ viewing: 'reading' }));
    expect(s.context.transactionId).toBeUndefined();
    expect(s.context.content).toEqual(CONTENT);
    expect(calls.decide).toHaveLength(0);
  });

  it('an OTP child that fails returns to the text', async () => {
    const machine = contractDetailMachine.provide({
      actors: {
        content: fromPromise(async () => CONTENT) as never,
        otp: fromPromise(async () => {
          throw new Error('boom');
        }) as never,
      },
    });
    const actor = createActor(machine, {
      input: { family: 'STANDARD', contract: contractFixture(), rights: FULL_RIGHTS },
    }).start();
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'user.approve' });
    await waitFor(actor, (s) => s.matches({ viewing: 'reading' }));
  });

  it('a refused decision (OTP reused, 403 …) returns to the text and drops the spent validation', async () => {
    const { actor, finishOtp } = start({
      decide: async () => {
        throw new Error('Bu doğrulama kodu daha önce kullanıldı.');
      },
    });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'user.approve' });
    finishOtp(VALIDATED);
    const s = await waitFor(actor, (snap) => snap.matches({ viewing: 'reading' }));
    expect(s.context.transactionId).toBeUndefined();
  });

  it('canDecide: a contract of the history can be read and reported, not decided', async () => {
    const { actor } = start({ contract: contractFixture({ status: 'APPROVED' }) });
    const s = await waitFor(actor, (snap) => snap.matches('viewing'));
    expect(s.can({ type: 'user.approve' })).toBe(false);
    expect(s.can({ type: 'user.startReject' })).toBe(false);
    expect(s.can({ type: 'user.openReport' })).toBe(true);
  });

  it('hasDescription: the error report needs a text; it is sent and acknowledged with its number', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'user.openReport' });
    actor.send({ type: 'user.submitReport', description: ' ' });
    expect(actor.getSnapshot().matches({ reporting: 'editing' })).toBe(true);
    actor.send({ type: 'user.submitReport', description: ' Hat numarası eksik. ' });
    const sent = await waitFor(actor, (s) => s.matches({ reporting: 'sent' }));
    expect(sent.context.reportId).toBe('HB-000001');
    expect(calls.report).toEqual([
      { family: 'ISTECEP', contractNumber: '4310807200', description: 'Hat numarası eksik.' },
    ]);
    actor.send({ type: 'user.closeReport' });
    expect(actor.getSnapshot().matches({ viewing: 'reading' })).toBe(true);
  });

  it('a failed report stays in the form with its message (the row is in ignore mode)', async () => {
    const { actor } = start({
      report: async () => {
        throw new Error('Servis başarısız oldu.');
      },
    });
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'user.openReport' });
    actor.send({ type: 'user.submitReport', description: 'Hata' });
    const s = await waitFor(
      actor,
      (snap) => snap.matches({ reporting: 'editing' }) && Boolean(snap.context.reportError),
    );
    expect(s.context.reportError).toBe('Servis başarısız oldu.');
    actor.send({ type: 'user.cancelReport' });
    expect(actor.getSnapshot().matches('viewing')).toBe(true);
  });

  it('closing ends the view and clears the contract content', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('viewing'));
    actor.send({ type: 'user.close' });
    const done = actor.getSnapshot();
    expect(done.status).toBe('done');
    expect(done.output).toEqual({ status: 'closed' });
    expect(done.context.content).toBeUndefined();
  });
});
