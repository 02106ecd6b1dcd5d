import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import type { NewLineOptions, NumberList, SimValidationResult } from '../../api/newLine/types';
import { storedDrafts } from '../../lib/drafts';
import { isKeptKey } from '../../lib/storage';
import { stepTag } from '../shared/wizard/wizardSteps';
import type { OptionsByType } from './newLineActors';
import { type DetailsValues, type NewLineInput, toDraft } from './newLineContext';
import { NEW_LINE_DRAFT_KEY, type NewLineDraft, newLineDrafts } from './newLineDraft';
import { newLineMachine } from './newLineMachine';
import {
  applyFlexibleGsmListUpdate,
  collectErrorNumbers,
  dropEmptySimGroups,
  EMPTY_FLEXIBLE_LIST,
  formatCountdown,
  isCompleteExistingChoice,
  isCompleteNewChoice,
  linesFromChoices,
  orderIdText,
  type ProductChoice,
  productChoiceProblem,
  selectedSimList,
  type WizardLine,
} from './newLineRules';

const option = (productType: 'VOICE' | 'DATA' | 'M2M'): NewLineOptions => ({
  productType,
  maxLines: 5,
  tariffs: [{ id: `${productType}-T`, name: `${productType} tarife`, monthlyFee: 100, description: '' }],
  packages: [{ id: `${productType}-P`, name: `${productType} paket`, monthlyFee: 10.5 }],
});
const OPTIONS: OptionsByType = { VOICE: option('VOICE'), DATA: option('DATA'), M2M: option('M2M') };
const NUMBERS: NumberList = {
  offered: { VOICE: ['5010000001', '5010000002'], DATA: ['5490000001'], M2M: ['880000000001'] },
  existing: [
    { msisdn: '5320000001', productType: 'VOICE' },
    { msisdn: '880000000009', productType: 'M2M' },
  ],
};
const OWNER = { userName: 'Can Öztürk', corporateNcst: '1000245873' };
const DETAILS: DetailsValues = {
  contact: {
    contactName: 'Can',
    contactPhone: '5057654321',
    email: 'a@b.co',
    m2mContactNumber: '5057654321',
  },
  preferences: [],
  partnerId: 'PRT-1',
};
const OK_SIMS: SimValidationResult = { simValidationList: [] };
const line = (over: Partial<WizardLine>): WizardLine => ({
  key: 'VOICE-1',
  productType: 'VOICE',
  tariffId: 'VOICE-T',
  packageId: '',
  msisdn: '',
  simType: 'PHYSICAL',
  iccid: '',
  ...over,
});

/** The drafts the wizard saved, as the drafts service would keep them (one per owner here). */
let saved: NewLineDraft | null = null;
const draftActions = {
  persistDraft: ({ context }: { context: Parameters<typeof toDraft>[0] }, step: NewLineDraft['step']) => {
    saved = toDraft(context, step);
  },
  forgetDraft: () => {
    saved = null;
  },
};

const quietClock = fromCallback(() => () => {});

interface Fakes {
  customerValidated?: boolean;
  /** The time the reservation clock says when it starts. */
  clockAt?: number;
  contactValidated?: boolean;
  sims?: SimValidationResult;
  otp?: 'validated' | 'cancelled';
  order?: { orderId?: string; status: string } | Error;
}

const resolve = <T>(value: T) => fromPromise(async () => value);

function start(fakes: Fakes = {}, input: Partial<NewLineInput> = {}) {
  const calls: { name: string; input: unknown }[] = [];
  const recorded = <T>(name: string, value: T | Error) =>
    fromPromise<T, unknown>(async ({ input: i }) => {
      calls.push({ name, input: i });
      if (value instanceof Error) throw value;
      return value;
    });
  const machine = newLineMachine.provide({
    actions: draftActions as never,
    actors: {
      loadOptions: resolve(OPTIONS),
      loadNumbers: resolve(NUMBERS),
      reserveNumbers: recorded('reserve', {
        reservationId: 'R1',
        expiresInSeconds: 600,
        numbers: [
          { lineKey: 'VOICE-1', msisdn: '5010000001' },
          { lineKey: 'M2M-1', msisdn: '880000000001' },
        ],
      }),
      loadSimStock: resolve({
        physical: { sims: [{ iccid: 'S1' }, { iccid: 'S2' }] },
        flexible: [{ type: 'VOICE' as const, productList: [{ iccid: 'E1', name: 'e-SIM' }] }],
      }),
      validateSims: recorded('validateSims', fakes.sims ?? OK_SIMS),
      loadDetails: resolve({
        companyInfo: { corporateNcst: '1', corporateName: 'A', taxOffice: 'K', taxNumber: '1', address: 'X' },
        customer: { IsCustomerValidated: fakes.customerValidated ?? true, message: 'İmza sirküleri' },
        preferences: { options: [] },
        partners: { partners: [{ id: 'PRT-1', name: 'Bayi', city: 'İstanbul' }] },
      }),
      validateContact: resolve(
        fakes.contactValidated === false
          ? { IsContactValidated: false, message: 'Kullanımda değil' }
          : { IsContactValidated: true },
      ),
      otp: fromPromise(async ({ input: i }) => {
        calls.push({ name: 'otp', input: i });
        return fakes.otp === 'cancelled'
          ? { status: 'cancelled' }
          : { status: 'validated', result: {}, transactionId: 'TX' };
      }) as never,
      createOrder: recorded('createOrder', fakes.order ?? { orderId: 'SP-1', status: 'RECEIVED' }),
      marsSend: resolve({ orderId: 'SP-1', status: 'IN_PROGRESS', marsReference: 'M' }),
      loadResult: resolve({
        order: { orderId: 'SP-1', status: 'IN_PROGRESS', title: 't', createdAt: 0, lines: [], details: {} },
        demand: { demandNo: 'TLP-1', orderId: 'SP-1', status: 'IN_PROGRESS', createdAt: 0 },
      }),
      reservationClock: fromCallback(({ sendBack }) => {
        if (fakes.clockAt !== undefined) sendBack({ type: 'clock.tick', now: fakes.clockAt });
        return () => {};
      }),
      // Stand-ins answer with plain objects; their input types do not matter here.
    } as never,
  });
  const actor = createActor(machine, {
    input: { owner: OWNER, rights: FULL_RIGHTS, draft: null, draftId: 'D1', now: Date.now(), ...input },
  }).start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy') && !s.matches('starting'));

async function toNumbers(actor: Actor) {
  await settle(actor);
  actor.send({
    type: 'user.next.product',
    products: [
      { productType: 'VOICE', count: 1, tariffId: 'VOICE-T', packageId: 'VOICE-P' },
      { productType: 'M2M', count: 1, tariffId: 'M2M-T', packageId: '' },
    ],
  });
  await settle(actor);
}

async function toSims(actor: Actor, keep = false) {
  await toNumbers(actor);
  actor.send({
    type: 'user.next.numbers',
    numbers: keep
      ? {
          hasNumber: true,
          selectVoiceLineForMe: false,
          selectDataLineForMe: false,
          picks: { 'VOICE-1': '5320000001', 'M2M-1': '880000000009' },
        }
      : {
          hasNumber: false,
          selectVoiceLineForMe: false,
          selectDataLineForMe: false,
          picks: { 'VOICE-1': '5010000001' },
        },
  });
  await settle(actor);
}

const SIMS = {
  'VOICE-1': { simType: 'PHYSICAL' as const, iccid: 'S1' },
  'M2M-1': { simType: 'ESIM' as const, iccid: 'E9' },
};

async function toSummary(actor: Actor) {
  await toSims(actor);
  actor.send({ type: 'user.next.sims', sims: SIMS });
  await settle(actor);
  actor.send({ type: 'user.next.details', details: DETAILS });
  await settle(actor);
}

beforeEach(() => {
  localStorage.clear();
  saved = null;
});
afterEach(() => vi.useRealTimers());

describe('new-line rules (spec §4)', () => {
  it('collects the ICCIDs of invalid SIMs as errorNumbers', () => {
    expect(
      collectErrorNumbers([
        { msisdn: '1', iccid: 'A', simType: 'PHYSICAL', valid: true },
        { msisdn: '2', iccid: 'B', simType: 'PHYSICAL', valid: false, reason: 'x' },
      ]),
    ).toEqual(['B']);
  });

  it('drops SIM groups with no entries', () => {
    expect(
      dropEmptySimGroups([
        { simType: 'PHYSICAL', entries: [] },
        { simType: 'ESIM', entries: [{ msisdn: '1', simType: 'ESIM', iccid: 'E' }] },
      ]),
    ).toEqual([{ simType: 'ESIM', entries: [{ msisdn: '1', simType: 'ESIM', iccid: 'E' }] }]);
    expect(selectedSimList([line({ simType: 'PHYSICAL', iccid: 'S', msisdn: '5' })])).toEqual([
      { simType: 'PHYSICAL', entries: [{ msisdn: '5', simType: 'PHYSICAL', iccid: 'S' }] },
    ]);
  });

  it('keeps the order id as text, empty text when missing', () => {
    expect(orderIdText({ orderId: 'SP-1', status: 'RECEIVED' })).toBe('SP-1');
    expect(orderIdText({ orderId: 42 as never, status: 'RECEIVED' })).toBe('42');
    expect(orderIdText({ status: 'RECEIVED' })).toBe('');
    expect(orderIdText(null)).toBe('');
  });

  it('replaces only the product list on a flexible list update with a type', () => {
    const voice = applyFlexibleGsmListUpdate(EMPTY_FLEXIBLE_LIST, {
      type: 'VOICE',
      productList: [{ iccid: 'V', name: 'v' }],
    });
    const m2m = applyFlexibleGsmListUpdate(voice, { type: 'M2M', productList: [{ iccid: 'M', name: 'm' }] });
    expect(m2m.productList).toEqual([{ iccid: 'M', name: 'm' }]);
    expect(m2m.byType.VOICE).toEqual([{ iccid: 'V', name: 'v' }]);
    expect(applyFlexibleGsmListUpdate(m2m, { productList: [] })).toEqual({
      type: null,
      productList: [],
      byType: {},
    });
  });

  it('formats the countdown as mm:ss and never below zero', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(61_001)).toBe('01:02');
    expect(formatCountdown(-5)).toBe('00:00');
  });

  it('builds lines from the product choice, keeping what existing lines had', () => {
    const lines = linesFromChoices(
      [{ productType: 'VOICE', count: 2, tariffId: 'T', packageId: '' }],
      [line({ msisdn: '5' })],
    );
    expect(lines.map((l) => [l.key, l.msisdn])).toEqual([
      ['VOICE-1', '5'],
      ['VOICE-2', ''],
    ]);
  });

  it('judges number choices: own numbers per type and distinct, new ones picked unless the system chooses', () => {
    const lines = [line({}), line({ key: 'M2M-1', productType: 'M2M' })];
    const keep = {
      hasNumber: true,
      selectVoiceLineForMe: false,
      selectDataLineForMe: false,
      picks: { 'VOICE-1': '5320000001', 'M2M-1': '880000000009' },
    };
    expect(isCompleteExistingChoice(lines, keep, NUMBERS.existing)).toBe(true);
    expect(
      isCompleteExistingChoice(
        lines,
        { ...keep, picks: { 'VOICE-1': '880000000009', 'M2M-1': '880000000009' } },
        NUMBERS.existing,
      ),
    ).toBe(false);
    const fresh = { hasNumber: false, selectVoiceLineForMe: false, selectDataLineForMe: false, picks: {} };
    expect(isCompleteNewChoice(lines, fresh)).toBe(false);
    expect(isCompleteNewChoice(lines, { ...fresh, selectVoiceLineForMe: true })).toBe(true);
    expect(isCompleteNewChoice(lines, { ...fresh, picks: { 'VOICE-1': '501' } })).toBe(true);
  });
});

describe('new-line machine', () => {
  it('takes no step, sends no SMS code and orders nothing without the newLine group’s Talep (issue 37)', async () => {
    const products = [{ productType: 'VOICE' as const, count: 1, tariffId: 'VOICE-T', packageId: '' }];
    for (const rights of [withoutRequest('newLine'), undefined]) {
      const { actor, calls } = start({}, { rights });
      await settle(actor);
      expect(actor.getSnapshot().can({ type: 'user.next.product', products })).toBe(false);
      // A crafted event does not pass either: the guard reads the rights, not the button.
      actor.send({ type: 'user.next.product', products });
      expect(actor.getSnapshot().hasTag(stepTag('product'))).toBe(true);
      expect(calls).toEqual([]);
      actor.stop();
    }
    // A draft saved while the person had the right, resumed after it was taken: no SMS code either.
    const full = start();
    await toSummary(full.actor);
    full.actor.stop();
    expect(saved?.step).toBe('summary');
    const { actor, calls } = start({}, { rights: withoutRequest('newLine'), draft: saved });
    actor.send({ type: 'user.resume' });
    await waitFor(actor, (s) => s.matches({ afterNumbers: 'summary' }));
    actor.send({ type: 'user.next.summary' });
    expect(actor.getSnapshot().matches({ afterNumbers: 'summary' })).toBe(true);
    expect(calls.filter((c) => c.name === 'otp' || c.name === 'createOrder')).toEqual([]);
  });

  it('names what keeps the product step shut: no line, too many, a tariff not offered', () => {
    const voice = (over: Partial<ProductChoice> = {}): ProductChoice => ({
      productType: 'VOICE',
      count: 1,
      tariffId: 'VOICE-T',
      packageId: '',
      ...over,
    });
    expect(productChoiceProblem([], OPTIONS)).toBe('noLines');
    expect(productChoiceProblem([voice({ count: 0 })], OPTIONS)).toBe('noLines');
    expect(productChoiceProblem([voice({ count: 10_000 })], OPTIONS)).toBe('tooMany');
    expect(productChoiceProblem([voice({ tariffId: 'NONE' })], OPTIONS)).toBe('notOffered');
    expect(productChoiceProblem([voice()], OPTIONS)).toBeUndefined();
  });

  it('refuses a product step without lines or with an unknown tariff', async () => {
    const { actor } = start();
    await settle(actor);
    expect(actor.getSnapshot().can({ type: 'user.next.product', products: [] })).toBe(false);
    expect(
      actor.getSnapshot().can({
        type: 'user.next.product',
        products: [{ productType: 'VOICE', count: 1, tariffId: 'X', packageId: '' }],
      }),
    ).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.back' })).toBe(false);
  });

  it('keeps the company’s own numbers without a reservation', async () => {
    const { actor, calls } = start();
    await toSims(actor, true);
    const s = actor.getSnapshot();
    expect(s.matches({ afterNumbers: { sims: 'editing' } })).toBe(true);
    expect(s.context.hasNumber).toBe(true);
    expect(s.context.reservation).toBeNull();
    expect(calls.some((c) => c.name === 'reserve')).toBe(false);
  });

  it('reserves new numbers; the system chooses M2M numbers', async () => {
    const { actor, calls } = start();
    await toSims(actor);
    const reserve = calls.find((c) => c.name === 'reserve')!.input as {
      body: { lines: { msisdn?: string }[] };
    };
    expect(reserve.body.lines.map((l) => l.msisdn)).toEqual(['5010000001', undefined]);
    const s = actor.getSnapshot();
    expect(s.context.reservation?.reservationId).toBe('R1');
    expect(s.context.lines.map((l) => l.msisdn)).toEqual(['5010000001', '880000000001']);
  });

  it('releases the numbers when the reservation ends and sends the person back with a Turkish message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { actor } = start();
    await toSims(actor);
    await vi.advanceTimersByTimeAsync(600_000);
    const s = actor.getSnapshot();
    expect(s.matches('numbers')).toBe(true);
    expect(s.context.notice).toBe('reservationExpired');
    expect(s.context.reservation).toBeNull();
    expect(s.context.lines.every((l) => l.msisdn === '')).toBe(true);
  });

  it('goes back to the SIM step with errorNumbers when a SIM is invalid', async () => {
    const { actor } = start({
      sims: {
        simValidationList: [
          { msisdn: '5010000001', iccid: 'S1', simType: 'PHYSICAL', valid: false, reason: 'kayıp' },
        ],
      },
    });
    await toSims(actor);
    actor.send({ type: 'user.next.sims', sims: SIMS });
    await settle(actor);
    expect(actor.getSnapshot().matches({ afterNumbers: { sims: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.errorNumbers).toEqual(['S1']);
    expect(actor.getSnapshot().context.selectedSimList.map((g) => g.simType)).toEqual(['PHYSICAL', 'ESIM']);
  });

  it('needs the M2M contact number for M2M lines', async () => {
    const { actor } = start();
    await toSims(actor);
    actor.send({ type: 'user.next.sims', sims: SIMS });
    await settle(actor);
    const { m2mContactNumber: _, ...contact } = DETAILS.contact;
    expect(actor.getSnapshot().can({ type: 'user.next.details', details: { ...DETAILS, contact } })).toBe(
      false,
    );
    expect(actor.getSnapshot().can({ type: 'user.next.details', details: DETAILS })).toBe(true);
  });

  it('stops at a company that is not validated', async () => {
    const { actor } = start({ customerValidated: false });
    await toSims(actor);
    actor.send({ type: 'user.next.sims', sims: SIMS });
    await settle(actor);
    expect(actor.getSnapshot().matches({ afterNumbers: { details: 'customerRefused' } })).toBe(true);
    expect(actor.getSnapshot().context.customerMessage).toBe('İmza sirküleri');
  });

  it('stays on the details when the contact is not validated', async () => {
    const { actor } = start({ contactValidated: false });
    await toSims(actor);
    actor.send({ type: 'user.next.sims', sims: SIMS });
    await settle(actor);
    actor.send({ type: 'user.next.details', details: DETAILS });
    await settle(actor);
    expect(actor.getSnapshot().matches({ afterNumbers: { details: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.contactMessage).toBe('Kullanımda değil');
  });

  it('returns to the summary when the OTP is cancelled', async () => {
    const { actor, calls } = start({ otp: 'cancelled' });
    await toSummary(actor);
    actor.send({ type: 'user.next.summary' });
    await settle(actor);
    expect(actor.getSnapshot().matches({ afterNumbers: 'summary' })).toBe(true);
    expect(calls.some((c) => c.name === 'createOrder')).toBe(false);
  });

  it('returns to the summary when the OTP child fails by itself', async () => {
    const { actor, calls } = start();
    await toSummary(actor);
    const failing = createActor(
      newLineMachine.provide({
        actions: draftActions as never,
        actors: {
          reservationClock: quietClock,
          otp: fromPromise(async () => {
            throw new Error('child failed');
          }) as never,
        },
      }),
      { input: { owner: OWNER, rights: FULL_RIGHTS, draft: saved, draftId: 'D1', now: Date.now() } },
    ).start();
    failing.send({ type: 'user.resume' });
    expect(failing.getSnapshot().matches({ afterNumbers: 'summary' })).toBe(true);
    failing.send({ type: 'user.next.summary' });
    await waitFor(failing, (s) => s.matches({ afterNumbers: 'summary' }));
    expect(calls.some((c) => c.name === 'createOrder')).toBe(false);
    failing.stop();
  });

  it('creates the order with the OTP transaction, sends it to mars and forgets the draft', async () => {
    const { actor, calls } = start();
    await toSummary(actor);
    expect(saved?.step).toBe('summary');
    actor.send({ type: 'user.next.summary' });
    await waitFor(actor, (s) => s.matches('done'));
    const body = (calls.find((c) => c.name === 'createOrder')!.input as { body: Record<string, unknown> })
      .body;
    expect(body.transactionId).toBe('TX');
    expect(body.draftId).toBe('D1');
    expect(body.reservationId).toBe('R1');
    expect(actor.getSnapshot().context.orderId).toBe('SP-1');
    expect(actor.getSnapshot().context.demand?.demandNo).toBe('TLP-1');
    expect(saved).toBeNull();
  });

  it('ends without mars when the order answer has no id (order id as empty text)', async () => {
    const { actor } = start({ order: { status: 'RECEIVED' } });
    await toSummary(actor);
    actor.send({ type: 'user.next.summary' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.orderId).toBe('');
  });

  it('goes back to the numbers when the server refuses an expired reservation', async () => {
    const { actor } = start({
      order: Object.assign(new Error('süre doldu'), { code: 'RESERVATION_EXPIRED' }),
    });
    await toSummary(actor);
    actor.send({ type: 'user.next.summary' });
    await waitFor(actor, (s) => s.matches({ numbers: 'choosing' }));
    expect(actor.getSnapshot().context.notice).toBe('reservationExpired');
  });

  it('dates the reservation by the clock, not by its own reading of the time', async () => {
    const { actor } = start({ clockAt: 1_000_000 });
    await toSims(actor);
    expect(actor.getSnapshot().context.reservation).toEqual({ reservationId: 'R1', expiresAt: 1_600_000 });
  });

  it('needs its draft actions and its clock provided', async () => {
    const bare = createActor(
      newLineMachine.provide({
        actors: { loadOptions: resolve(OPTIONS), loadNumbers: resolve(NUMBERS) } as never,
      }),
      { input: { owner: OWNER, rights: FULL_RIGHTS, draft: null, draftId: 'D1', now: 0 } },
    );
    bare.subscribe({ error: () => {} });
    bare.start();
    await waitFor(bare, (s) => s.matches('product'));
    // The first choice carried on reaches the numbers, and saving its draft has nowhere to go.
    bare.send({
      type: 'user.next.product',
      products: [{ productType: 'VOICE', count: 1, tariffId: 'VOICE-T', packageId: 'VOICE-P' }],
    });
    await expect(waitFor(bare, () => false)).rejects.toThrow(/persistDraft must be provided/);
  });

  it('keeps a snapshot that is plain data', async () => {
    const { actor } = start();
    await toSims(actor);
    const persisted = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(
      newLineMachine.provide({ actions: draftActions as never, actors: { reservationClock: quietClock } }),
      {
        snapshot: persisted,
        input: { owner: OWNER, rights: FULL_RIGHTS, draft: null, draftId: 'D1', now: 0 },
      },
    );
    expect(restored.getSnapshot().matches({ afterNumbers: { sims: 'editing' } })).toBe(true);
    expect(restored.getSnapshot().context.lines).toEqual(actor.getSnapshot().context.lines);
  });

  it('goes back to the summary on any other order failure', async () => {
    const { actor } = start({ order: new Error('x') });
    await toSummary(actor);
    actor.send({ type: 'user.next.summary' });
    await waitFor(actor, (s) => s.matches({ afterNumbers: 'creatingOrder' }));
    await waitFor(actor, (s) => s.matches({ afterNumbers: 'summary' }));
  });
});

describe('new-line draft', () => {
  async function savedAt(step: 'sims' | 'summary', expiresAt?: number): Promise<NewLineDraft> {
    const { actor } = start();
    if (step === 'sims') await toSims(actor);
    else await toSummary(actor);
    const draft = toDraft(actor.getSnapshot().context, step);
    actor.stop();
    return expiresAt === undefined ? draft : { ...draft, reservation: { reservationId: 'R1', expiresAt } };
  }

  it('is not saved by opening the wizard: it starts with the first choice carried on, and going back keeps it', async () => {
    saved = null;
    const { actor } = start();
    await settle(actor);
    expect(actor.getSnapshot().matches('product')).toBe(true);
    // Opened and left: nothing for the dashboard to offer.
    expect(saved).toBeNull();
    await toNumbers(actor);
    expect(saved).toMatchObject({
      step: 'numbers',
      lines: [{ productType: 'VOICE' }, { productType: 'M2M' }],
    });
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().matches('product')).toBe(true);
    expect(saved).toMatchObject({
      step: 'product',
      lines: [{ productType: 'VOICE' }, { productType: 'M2M' }],
    });
    actor.stop();
  });

  it('is saved at each settled step and kept by the drafts service under a kept _n_ key, per user and company', async () => {
    const { actor } = start();
    await toSims(actor);
    expect(saved?.step).toBe('sims');
    storedDrafts.write(newLineDrafts, saved!);
    expect(isKeptKey(NEW_LINE_DRAFT_KEY)).toBe(true);
    expect(storedDrafts.read(newLineDrafts, OWNER)?.step).toBe('sims');
    expect(storedDrafts.read(newLineDrafts, { ...OWNER, corporateNcst: 'other' })).toBeNull();
    expect(storedDrafts.read(newLineDrafts, { ...OWNER, userName: 'other' })).toBeNull();
    storedDrafts.clear(newLineDrafts, { ...OWNER, userName: 'other' });
    expect(storedDrafts.read(newLineDrafts, OWNER)).not.toBeNull();
    storedDrafts.clear(newLineDrafts, OWNER);
    expect(localStorage.getItem(NEW_LINE_DRAFT_KEY)).toBeNull();
  });

  it('is not offered back when its stored shape is not the rows’ shape', async () => {
    const draft = await savedAt('sims');
    const broken = { ...draft, lines: [{ ...draft.lines[0], simType: 'USB' }] };
    localStorage.setItem(NEW_LINE_DRAFT_KEY, JSON.stringify(broken));
    expect(storedDrafts.read(newLineDrafts, OWNER)).toBeNull();
    localStorage.setItem(NEW_LINE_DRAFT_KEY, JSON.stringify(draft));
    expect(storedDrafts.read(newLineDrafts, OWNER)).toEqual(draft);
  });

  it('an old draft this version cannot read is dropped: the wizard starts fresh and tells the person once', async () => {
    const draft = await savedAt('sims');
    localStorage.setItem(NEW_LINE_DRAFT_KEY, JSON.stringify({ ...draft, version: 0 }));
    const reading = storedDrafts.inspect(newLineDrafts, OWNER);
    expect(reading).toEqual({ draft: null, dropped: true });
    const { actor } = start({}, { draft: reading.draft, draftDropped: reading.dropped });
    await settle(actor);
    expect(actor.getSnapshot().matches('product')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('draftDropped');
    await toNumbers(actor);
    expect(actor.getSnapshot().context.notice).toBe('');
  });

  it('offers a saved draft and resumes at its step', async () => {
    const draft = await savedAt('sims', Date.now() + 300_000);
    const { actor } = start({}, { draft });
    expect(actor.getSnapshot().matches('resumeOffer')).toBe(true);
    actor.send({ type: 'user.resume' });
    await settle(actor);
    expect(actor.getSnapshot().matches({ afterNumbers: { sims: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.lines[0]?.msisdn).toBe('5010000001');
  });

  it('resumes at the summary', async () => {
    const draft = await savedAt('summary', Date.now() + 300_000);
    const { actor } = start({}, { draft });
    actor.send({ type: 'user.resume' });
    expect(actor.getSnapshot().matches({ afterNumbers: 'summary' })).toBe(true);
  });

  it('sends the person to the numbers when the reservation ran out meanwhile', async () => {
    const draft = await savedAt('summary', Date.now() - 1);
    const { actor } = start({}, { draft });
    actor.send({ type: 'user.resume' });
    await settle(actor);
    expect(actor.getSnapshot().matches({ numbers: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('reservationExpired');
  });

  it('starts over: the draft is forgotten, and a new one begins with the first choice', async () => {
    const draft = await savedAt('sims', Date.now() + 300_000);
    saved = draft;
    const { actor } = start({}, { draft });
    actor.send({ type: 'user.startOver', draftId: 'D2' });
    await settle(actor);
    // Started over and left here: no draft is offered again.
    expect(saved).toBeNull();
    expect(actor.getSnapshot().matches('product')).toBe(true);
    expect(actor.getSnapshot().context.lines).toEqual([]);
    expect(actor.getSnapshot().context.draftId).toBe('D2');
    await toNumbers(actor);
    expect(saved).toEqual(expect.objectContaining({ draftId: 'D2', step: 'numbers' }));
  });
});
