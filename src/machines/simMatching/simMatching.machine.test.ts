import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import type { PersonRights } from '../../api/authorizedUsers/types';
import {
  type SimMatchReport,
  type SimMatchRequest,
  type SimValidation,
  simMatchingReference,
} from '../../api/simMatching/types';
import type { AnalyticsEvent } from '../../lib/analytics';
import type { OtpOutput } from '../shared/otp/otpMachine';
import type { PairsInput } from './simMatchingActors';
import { simMatchingMachine } from './simMatchingMachine';

const A = '89900130000000000016';
const B = '89900130000000000024';

/** The server's answers as a function of the pairs: the second pair is refused as blocked. */
const validation = (input: PairsInput): SimValidation => {
  const results = input.pairs.map((pair, i) =>
    i === 1
      ? { ...pair, valid: false, problem: 'BLOCKED' as const, reason: 'Bu SIM kart kullanıma kapalı.' }
      : { ...pair, valid: true },
  );
  return { results, validCount: results.filter((r) => r.valid).length };
};

function start(
  options: {
    matchFails?: boolean;
    rights?: PersonRights | null;
    /** The SMS child's answer; by default a validated code. */
    otp?: () => OtpOutput | Promise<OtpOutput>;
  } = {},
) {
  const reported: AnalyticsEvent[] = [];
  const sent: SimMatchRequest[] = [];
  const otpInputs: unknown[] = [];
  const machine = simMatchingMachine.provide({
    actors: {
      otp: fromPromise(async ({ input }) => {
        otpInputs.push(input);
        return options.otp?.() ?? { status: 'validated', result: {}, transactionId: 'tx-1' };
      }) as never,
      validatePairs: fromPromise(async ({ input }: { input: PairsInput }) => validation(input)),
      matchPairs: fromPromise(async ({ input }: { input: SimMatchRequest }): Promise<SimMatchReport> => {
        sent.push(input);
        if (options.matchFails) throw new Error('Eşleştirilebilecek geçerli bir SIM kart ve hat çifti yok.');
        return {
          orderId: 'HT-20261125-000001',
          reportId: 'r1',
          matchedAt: '2026-11-25T10:00:00.000Z',
          totalcountMatches: input.pairs.length,
          successfulMatches: input.pairs.length - 1,
          unSuccessfulMatches: 1,
          results: input.pairs.map((pair, i) => ({ ...pair, matched: i !== 1 })),
        };
      }),
    },
  });
  const rights = options.rights === null ? undefined : (options.rights ?? FULL_RIGHTS);
  const actor = createActor(machine, { input: { rights } });
  // The edge sends the analytics effect; here the test stands for it.
  actor.on('analytics', ({ event }) => reported.push(event));
  actor.start();
  return { actor, reported, sent, otpInputs };
}

describe('simMatchingMachine', () => {
  it('matches nothing without the simMatching group’s Talep, or while the rights are unknown (issue 37)', async () => {
    for (const rights of [withoutRequest('simMatching'), null]) {
      const { actor, sent, otpInputs } = start({ rights });
      actor.send({ type: 'user.paste', text: `${A};5321112233` });
      actor.send({ type: 'user.validate' });
      await waitFor(actor, (s) => s.matches('editing') && !s.hasTag('busy'));
      // Checking the list is a read and stays open; the match is refused, a crafted event too.
      expect(actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
      actor.send({ type: 'user.confirm' });
      actor.send({ type: 'user.match' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      // No SMS code is asked for a refused match, and nothing is written.
      expect(otpInputs).toEqual([]);
      expect(sent).toEqual([]);
    }
  });

  it('matches nothing from the confirmation without Talep: the SMS step stays closed (issue 37)', async () => {
    const { actor, sent, otpInputs } = start({ rights: withoutRequest('simMatching') });
    // A snapshot restored in the confirmation (rights taken since) still cannot ask for a code.
    const confirming = simMatchingMachine.resolveState({
      value: 'confirming',
      context: { ...actor.getSnapshot().context, rows: [{ id: 1, iccid: A, msisdn: '5321112233' }] },
    });
    expect(confirming.can({ type: 'user.match' })).toBe(false);
    expect(otpInputs).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('confirms the very list by SMS code, sends its transaction with the match, and goes back on a cancelled code', async () => {
    let answer: OtpOutput = { status: 'cancelled' };
    const { actor, sent, otpInputs } = start({ otp: () => answer });
    actor.send({ type: 'user.paste', text: `${A};0532 111 22 33` });
    actor.send({ type: 'user.validate' });
    await waitFor(actor, (s) => s.matches('editing') && !s.hasTag('busy'));
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'user.match' });
    await waitFor(actor, (s) => s.matches('confirming') && otpInputs.length === 1);
    expect(otpInputs[0]).toEqual({
      purpose: 'SIM_MATCHING',
      reference: simMatchingReference([{ iccid: A, msisdn: '0532 111 22 33' }]),
    });
    expect(sent).toEqual([]);
    answer = { status: 'validated', result: {}, transactionId: 'tx-2' };
    actor.send({ type: 'user.match' });
    await waitFor(actor, (s) => s.matches('report'));
    expect(sent).toEqual([{ pairs: [{ iccid: A, msisdn: '0532 111 22 33' }], transactionId: 'tx-2' }]);
  });

  it('goes back to the confirmation when the SMS child fails, and matches nothing', async () => {
    const { actor, sent } = start({
      otp: async () => {
        throw new Error('SMS gönderilemedi.');
      },
    });
    actor.send({ type: 'user.paste', text: `${A};5321112233` });
    actor.send({ type: 'user.validate' });
    await waitFor(actor, (s) => s.matches('editing') && !s.hasTag('busy'));
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'user.match' });
    await waitFor(actor, (s) => s.matches('confirming') && s.children.otp === undefined);
    expect(sent).toEqual([]);
  });

  it('takes pasted pairs in place of the blank row and lists unreadable lines', () => {
    const { actor } = start();
    actor.send({
      type: 'user.paste',
      text: `ICCID;Numara\n${A};0532 111 22 33\nbozuk satır\n${B}\t5321112234\n`,
    });
    const c = actor.getSnapshot().context;
    expect(c.rows.map((r) => [r.iccid, r.msisdn])).toEqual([
      [A, '0532 111 22 33'],
      [B, '5321112234'],
    ]);
    expect(c.pasteProblems).toEqual([{ line: 3, text: 'bozuk satır' }]);
  });

  it('checks, keeps each row’s answer until the row is edited, removes the refused, confirms and reports', async () => {
    const { actor, reported, sent } = start();
    expect(actor.getSnapshot().can({ type: 'user.validate' })).toBe(false);
    actor.send({ type: 'user.paste', text: `${A};5321112233\n${B};5321112234\n${A}1;5321112235` });
    expect(actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
    actor.send({ type: 'user.validate' });
    await waitFor(actor, (s) => s.matches('editing') && !s.hasTag('busy'));
    const [first, second, third] = actor.getSnapshot().context.rows;
    expect(actor.getSnapshot().context.results[second!.id]?.valid).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.confirm' })).toBe(true);

    actor.send({ type: 'user.editRow', id: third!.id, iccid: B, msisdn: '5321112235' });
    expect(actor.getSnapshot().context.results[third!.id]).toBeUndefined();
    expect(actor.getSnapshot().context.results[first!.id]?.valid).toBe(true);
    // An edited row must be checked again before the match.
    expect(actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
    actor.send({ type: 'user.removeRow', id: third!.id });
    actor.send({ type: 'user.removeInvalid' });
    expect(actor.getSnapshot().context.rows.map((r) => r.id)).toEqual([first!.id]);

    actor.send({ type: 'user.confirm' });
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'user.match' });
    await waitFor(actor, (s) => s.matches('report'));
    expect(sent).toEqual([{ pairs: [{ iccid: A, msisdn: '5321112233' }], transactionId: 'tx-1' }]);
    expect(reported).toEqual([
      expect.objectContaining({
        actionType: 'SIM_MATCHING',
        actionStatus: 'SUCCESS',
        totalcountMatches: 1,
        successfulMatches: 0,
        unSuccessfulMatches: 1,
      }),
    ]);

    actor.send({ type: 'user.restart' });
    expect(actor.getSnapshot().context.rows).toEqual([{ id: expect.any(Number), iccid: '', msisdn: '' }]);
    expect(actor.getSnapshot().context.report).toBeUndefined();
  });

  it('sends the refused pairs too, so the report names them; a failed match reports ERROR counts', async () => {
    const { actor, reported, sent } = start({ matchFails: true });
    actor.send({ type: 'user.paste', text: `${A};5321112233\n${B};5321112234` });
    actor.send({ type: 'user.validate' });
    await waitFor(actor, (s) => s.matches('editing') && !s.hasTag('busy'));
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'user.match' });
    await waitFor(actor, (s) => s.matches('editing') && !s.hasTag('busy'));
    expect(sent[0]?.pairs).toHaveLength(2);
    expect(actor.getSnapshot().context.failure).toBe(
      'Eşleştirilebilecek geçerli bir SIM kart ve hat çifti yok.',
    );
    // The answers may be stale after a refusal: the list is checked again before a new match.
    expect(actor.getSnapshot().can({ type: 'user.confirm' })).toBe(false);
    expect(reported[0]).toMatchObject({
      actionType: 'SIM_MATCHING',
      actionStatus: 'ERROR',
      totalcountMatches: 2,
      successfulMatches: 0,
      unSuccessfulMatches: 2,
    });
  });

  it('keeps one blank row when the last row is removed', () => {
    const { actor } = start();
    const only = actor.getSnapshot().context.rows[0]!;
    actor.send({ type: 'user.removeRow', id: only.id });
    expect(actor.getSnapshot().context.rows).toHaveLength(1);
    actor.send({ type: 'user.addRow' });
    expect(actor.getSnapshot().context.rows).toHaveLength(2);
  });
});
