import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { PreOrderSelection, TariffChangeAnswer, TariffOffer } from '../../api/tariff/types';
import type { OtpOutput } from '../shared/otp/otpMachine';
import { type ChangeInput, type LineData, monthlyDifference, toggled } from './tariffChangeContext';
import { tariffChangeMachine } from './tariffChangeMachine';

const offer = (tariffId: string, allowed: boolean): TariffOffer => ({
  tariffId,
  name: tariffId,
  monthlyFee: 649.9,
  minutes: null,
  sms: 0,
  dataMb: 0,
  commitmentMonths: 24,
  productTypes: ['VOICE'],
  summary: '',
  preOrder: true,
  allowed,
  reason: allowed ? null : 'Hat zaten bu tarifede.',
  priceDifference: 0,
  current: !allowed,
});

const DATA: LineData = {
  offers: {
    line: {
      msisdn: '5321111111',
      productType: 'VOICE',
      tariffName: 'Eski',
      status: 'ACTIVE',
      userName: 'Ali',
      roaming: false,
      tariffId: 'OLD',
      monthlyFee: 389.9,
    },
    tariffs: [offer('OLD', false), offer('NEW', true)],
  },
  usage: { productId: '5321111111', tariffName: 'Eski', periodStart: '', periodEnd: '', buckets: [] },
};
const GIFTS: PreOrderSelection = {
  offerName: 'NEW',
  required: true,
  multiple: true,
  maxChoices: 2,
  choices: ['A', 'B', 'C'].map((code) => ({ code, label: code, description: '' })),
};

function start(
  otp: OtpOutput = { status: 'validated', result: {}, transactionId: 't-1' },
  /** null: the rights are not known (loading or failed). */
  rights: PersonRights | null = FULL_RIGHTS,
) {
  const changes: ChangeInput[] = [];
  const otpInputs: unknown[] = [];
  const changed = vi.fn();
  const actor = createActor(
    tariffChangeMachine.provide({
      actors: {
        load: fromPromise(async () => DATA),
        prepare: fromPromise(async () => ({
          options: {
            tariffId: 'NEW',
            commitments: [
              { months: 24, label: '', monthlyFee: 649.9 },
              { months: 12, label: '', monthlyFee: 714.89 },
            ],
          },
          preOrder: GIFTS,
        })),
        loadInfo: fromPromise(async () => ({
          faq: { tariffId: 'NEW', items: [] },
          moreInfo: { tariffId: 'NEW', title: '', paragraphs: [], conditions: [] },
        })),
        change: fromPromise(async ({ input }: { input: ChangeInput }) => {
          changes.push(input);
          return { msisdn: input.msisdn } as TariffChangeAnswer;
        }),
        otp: fromPromise(async ({ input }) => {
          otpInputs.push(input);
          return otp;
        }),
      } as never,
      actions: { changed },
    }),
    { input: { msisdn: '5321111111', rights: rights ?? undefined } },
  );
  actor.start();
  return { actor, changes, otpInputs, changed };
}

describe('tariffChangeMachine', () => {
  it('refuses the current tariff and changes to another with commitment, gifts and the SMS code', async () => {
    const { actor, changes, otpInputs, changed } = start();
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'tariff.choose', tariffId: 'OLD' });
    expect(actor.getSnapshot().matches('browsing')).toBe(true);
    actor.send({ type: 'tariff.choose', tariffId: 'NEW' });
    await waitFor(actor, (s) => s.matches('configuring'));
    // The offer asks for a gift before the summary.
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().matches('configuring')).toBe(true);
    actor.send({ type: 'commitment.choose', months: 12 });
    for (const code of ['A', 'B', 'C']) actor.send({ type: 'selection.toggle', code });
    actor.send({ type: 'selection.toggle', code: 'NOT-OFFERED' });
    expect(actor.getSnapshot().context.selections).toEqual(['A', 'B']);
    expect(monthlyDifference(actor.getSnapshot().context)).toBe(324.99);
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().matches('summary')).toBe(true);
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(otpInputs).toEqual([{ purpose: 'TARIFF_CHANGE', reference: '5321111111>NEW' }]);
    expect(changes).toEqual([
      {
        msisdn: '5321111111',
        tariffId: 'NEW',
        commitmentMonths: 12,
        selections: ['A', 'B'],
        transactionId: 't-1',
      },
    ]);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('stays on the summary when the code is cancelled, and sends no change', async () => {
    const { actor, changes } = start({ status: 'cancelled' });
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'tariff.choose', tariffId: 'NEW' });
    await waitFor(actor, (s) => s.matches('configuring'));
    actor.send({ type: 'selection.toggle', code: 'A' });
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.confirm' });
    await waitFor(actor, (s) => s.matches('summary'));
    expect(changes).toEqual([]);
  });

  it('starts no change, no SMS code and no write without the tariff group’s Talep (issue 37)', async () => {
    for (const rights of [withoutRequest('tariff'), null]) {
      const { actor, changes, otpInputs } = start(undefined, rights);
      await waitFor(actor, (s) => s.matches('browsing'));
      expect(actor.getSnapshot().can({ type: 'tariff.choose', tariffId: 'NEW' })).toBe(false);
      // A crafted event does not pass either: the guard reads the rights, not the button.
      actor.send({ type: 'tariff.choose', tariffId: 'NEW' });
      expect(actor.getSnapshot().matches('browsing')).toBe(true);
      expect(otpInputs).toEqual([]);
      expect(changes).toEqual([]);
      // Details stay open to a person who may view the group.
      expect(actor.getSnapshot().can({ type: 'info.open', tariffId: 'NEW' })).toBe(true);
    }
  });

  it('opens and closes a tariff’s details from the offers', async () => {
    const { actor } = start();
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'info.open', tariffId: 'NEW' });
    await waitFor(actor, (s) => s.matches('showingInfo'));
    expect(actor.getSnapshot().hasTag('info')).toBe(true);
    actor.send({ type: 'info.close' });
    expect(actor.getSnapshot().context.info).toBeUndefined();
  });
});

describe('toggled', () => {
  it('replaces the choice of a single-choice offer', () => {
    expect(toggled(['A'], 'B', { ...GIFTS, multiple: false, maxChoices: 1 })).toEqual(['B']);
    expect(toggled(['A'], 'A', GIFTS)).toEqual([]);
  });
});
