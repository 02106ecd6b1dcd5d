import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import type { HistoryDetail, OfferDetail, Quote } from '../../api/additionalPackage/types';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { PickerLine } from '../shared/linePicker/types';
import type { OtpOutput } from '../shared/otp/otpMachine';
import { packageCancelActors, packageOrderActors } from './packageActors';
import { packageCancelMachine } from './packageCancelMachine';
import { type CheckOutput, type OrderInput, packageOrderMachine } from './packageOrderMachine';

const line = (msisdn: string): PickerLine => ({
  msisdn,
  productType: 'VOICE',
  tariffName: 'Kurumsal 10 GB',
  status: 'ACTIVE',
  userName: 'Ali Veli',
  roaming: false,
});
const OFFER = { offerId: 'EK-5GB', name: 'Ek 5 GB', price: 120 } as OfferDetail;
const quoteOf = (quoteId: string, allowed: string[]): Quote =>
  ({
    quoteId,
    offer: OFFER,
    allowed: allowed.map((msisdn) => ({ msisdn, productType: 'VOICE', userName: 'x', endsOn: '2026-12-24' })),
    refused: [],
    total: allowed.length * 120,
    needsApproval: false,
    expiresAt: '',
  }) as Quote;
const AGREEMENT = { offerId: 'EK-5GB', title: 'Sözleşme', version: '2026.1', paragraphs: ['p'] };
const RESULT = { orderId: 'SP-20261125-000001', status: 'COMPLETED', lines: [] } as unknown as HistoryDetail;

function startOrder(
  options: {
    check?: () => Promise<CheckOutput>;
    otp?: () => Promise<OtpOutput>;
    order?: (input: OrderInput) => Promise<HistoryDetail>;
    /** null: the rights are not known (loading or failed). */
    rights?: PersonRights | null;
  } = {},
) {
  const otpInputs: unknown[] = [];
  const order = vi.fn(options.order ?? (async () => RESULT));
  const checks: unknown[] = [];
  const actor = createActor(
    packageOrderMachine.provide({
      actors: {
        loadOffer: fromPromise(async () => OFFER),
        check: fromPromise(async ({ input }) => {
          checks.push(input);
          return (
            options.check ?? (async () => ({ quote: quoteOf('q-1', ['5321111111']), agreement: AGREEMENT }))
          )();
        }),
        order: fromPromise(({ input }: { input: OrderInput }) => order(input)),
        otp: fromPromise(async ({ input }) => {
          otpInputs.push(input);
          return (
            options.otp ?? (async () => ({ status: 'validated', result: {}, transactionId: 'tx-1' }))
          )();
        }),
      } as never,
    }),
    {
      input: {
        offerId: 'EK-5GB',
        rights: options.rights === undefined ? FULL_RIGHTS : (options.rights ?? undefined),
      },
    },
  ).start();
  return { actor, otpInputs, order, checks };
}

type Run = ReturnType<typeof startOrder>;
const settle = (run: Run, state: string) => waitFor(run.actor, (s) => s.matches(state as never));

async function toReading(run: Run) {
  await settle(run, 'choosing');
  run.actor.send({ type: 'lines.chosen', lines: [line('5321111111'), line('5322222222')] });
  run.actor.send({ type: 'user.check' });
  await settle(run, 'reading');
}

describe('packageOrderMachine', () => {
  it('calls the real rows unless a test provides others', () => {
    expect(packageOrderMachine.implementations.actors.loadOffer).toBe(packageOrderActors.loadOffer);
    expect(packageOrderMachine.implementations.actors.check).toBe(packageOrderActors.check);
    expect(packageOrderMachine.implementations.actors.order).toBe(packageOrderActors.order);
  });

  it('checks no line, sends no SMS code and orders nothing without the group’s Talep (issue 37)', async () => {
    for (const rights of [withoutRequest('additionalPackage'), null]) {
      const run = startOrder({ rights });
      await settle(run, 'choosing');
      run.actor.send({ type: 'lines.chosen', lines: [line('5321111111')] });
      expect(run.actor.getSnapshot().can({ type: 'user.check' })).toBe(false);
      // A crafted event does not pass either: the guard reads the rights, not the button.
      run.actor.send({ type: 'user.check' });
      expect(run.actor.getSnapshot().matches('choosing')).toBe(true);
      expect(run.checks).toEqual([]);
      expect(run.otpInputs).toEqual([]);
      expect(run.order).not.toHaveBeenCalled();
    }
  });

  it('checks the chosen lines for the offer and needs the agreement accepted before the summary', async () => {
    const run = startOrder();
    await toReading(run);
    expect(run.checks).toEqual([{ offerId: 'EK-5GB', msisdns: ['5321111111', '5322222222'] }]);
    run.actor.send({ type: 'user.next' });
    expect(run.actor.getSnapshot().matches('reading')).toBe(true);
    run.actor.send({ type: 'agreement.accept', accepted: true });
    run.actor.send({ type: 'user.next' });
    expect(run.actor.getSnapshot().matches('summary')).toBe(true);
  });

  it('orders with the quote, the agreement version and the validated code (the OTP reference is the quote)', async () => {
    const run = startOrder();
    await toReading(run);
    run.actor.send({ type: 'agreement.accept', accepted: true });
    run.actor.send({ type: 'user.next' });
    run.actor.send({ type: 'user.confirm' });
    await settle(run, 'done');
    expect(run.otpInputs).toEqual([{ purpose: 'ADDITIONAL_PACKAGE', reference: 'q-1' }]);
    expect(run.order).toHaveBeenCalledWith({
      quoteId: 'q-1',
      agreementVersion: '2026.1',
      transactionId: 'tx-1',
    });
    expect(run.actor.getSnapshot().context.result).toBe(RESULT);
    run.actor.send({ type: 'user.restart' });
    expect(run.actor.getSnapshot().context).toMatchObject({ lines: [], quote: undefined, accepted: false });
  });

  it('stays on the lines with the refusals when no line can take the package', async () => {
    const run = startOrder({ check: async () => ({ quote: quoteOf('', []), agreement: undefined }) });
    await settle(run, 'choosing');
    run.actor.send({ type: 'lines.chosen', lines: [line('5321111111')] });
    run.actor.send({ type: 'user.check' });
    await waitFor(run.actor, (s) => s.matches('choosing') && s.context.quote !== undefined);
    expect(run.actor.getSnapshot().context.quote?.quoteId).toBe('');
  });

  it('goes back to the summary when the code is cancelled, and keeps the failure of a refused order', async () => {
    const run = startOrder({
      otp: async () => ({ status: 'cancelled' }) as OtpOutput,
    });
    await toReading(run);
    run.actor.send({ type: 'agreement.accept', accepted: true });
    run.actor.send({ type: 'user.next' });
    run.actor.send({ type: 'user.confirm' });
    await settle(run, 'summary');
    expect(run.order).not.toHaveBeenCalled();

    const refused = startOrder({
      order: async () => {
        throw Object.assign(new Error('Sözleşme metni güncellendi.'), { httpStatus: 409 });
      },
    });
    await toReading(refused);
    refused.actor.send({ type: 'agreement.accept', accepted: true });
    refused.actor.send({ type: 'user.next' });
    refused.actor.send({ type: 'user.confirm' });
    await waitFor(refused.actor, (s) => s.matches('summary') && s.context.failure !== undefined);
  });

  it('a change of lines drops the old quote; going back from the agreement asks for acceptance again', async () => {
    const run = startOrder();
    await toReading(run);
    run.actor.send({ type: 'agreement.accept', accepted: true });
    run.actor.send({ type: 'user.back' });
    expect(run.actor.getSnapshot().context).toMatchObject({ quote: undefined, accepted: false });
    run.actor.send({ type: 'lines.remove', msisdn: '5321111111' });
    expect(run.actor.getSnapshot().context.lines.map((l) => l.msisdn)).toEqual(['5322222222']);
  });
});

describe('packageCancelMachine', () => {
  it('calls the real row unless a test provides another', () => {
    expect(packageCancelMachine.implementations.actors.cancel).toBe(packageCancelActors.cancel);
  });

  function startCancel(
    cancel: (ids: string[]) => Promise<HistoryDetail>,
    /** null: the rights are not known (loading or failed). */
    rights: PersonRights | null = FULL_RIGHTS,
  ) {
    const cancelled = vi.fn();
    const actor = createActor(
      packageCancelMachine.provide({
        actors: {
          cancel: fromPromise(({ input }: { input: { packageIds: string[] } }) => cancel(input.packageIds)),
        },
        actions: { cancelled },
      }),
      { input: { rights: rights ?? undefined } },
    ).start();
    return { actor, cancelled };
  }

  it('asks nothing and cancels nothing without the group’s Talep (issue 37)', () => {
    for (const rights of [withoutRequest('additionalPackage'), null]) {
      const cancel = vi.fn(async () => RESULT);
      const { actor } = startCancel(cancel, rights);
      actor.send({ type: 'packages.select', packageIds: ['p1'] });
      expect(actor.getSnapshot().can({ type: 'user.cancel' })).toBe(false);
      // A crafted event does not pass either: the guard reads the rights, not the button.
      actor.send({ type: 'user.cancel' });
      actor.send({ type: 'user.confirm' });
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(cancel).not.toHaveBeenCalled();
      actor.stop();
    }
  });

  it('asks before cancelling the chosen packages, then tells the page to list again', async () => {
    const cancel = vi.fn(async () => RESULT);
    const { actor, cancelled } = startCancel(cancel);
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'packages.select', packageIds: ['p1', 'p2'] });
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.dismiss' });
    expect(cancel).not.toHaveBeenCalled();
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(cancel).toHaveBeenCalledWith(['p1', 'p2']);
    expect(cancelled).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'user.close' });
    expect(actor.getSnapshot().context.result).toBeUndefined();
  });

  it('keeps the selection when the cancellation is refused', async () => {
    const { actor, cancelled } = startCancel(async () => {
      throw new Error('Bu işlem için yetkiniz bulunmamaktadır.');
    });
    actor.send({ type: 'packages.select', packageIds: ['p1'] });
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.failure !== undefined);
    expect(actor.getSnapshot().context.selected).toEqual(['p1']);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
