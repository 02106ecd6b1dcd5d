/**
 * The take-over chart with stand-in calls: every step, the approval that arrives in its own
 * time, refusals and failures, the OTP for the server's order, and resuming from a draft.
 */
import { createActor, fromPromise, waitFor } from 'xstate';
import { FULL_RIGHTS, withoutRequest } from '../../../tests/support/rights';
import type {
  ContactValidityResult,
  TakeOverOrder,
  TakeOverValidation,
  TariffOptions,
} from '../../api/takeOver/types';
import { currentStep } from '../shared/wizard/wizardSteps';
import type { TakeOverDraft } from './takeOverDraft';
import { takeOverMachine } from './takeOverMachine';
import { completeSelections, selectionList } from './takeOverRules';
import { type TakeOverInput, toDraft } from './takeOverSetup';

const OWNER = { userName: 'hizli.kullanici', corporateNcst: 'C1' };
const STEPS = ['lines', 'approval', 'subscription', 'tariff', 'preferences', 'summary', 'done'] as const;
const REQUEST = {
  msisdnList: ['5441000001', '5441000003'],
  transferorPhone: '5441000001',
  contactMethod: 'SMS' as const,
};

const ORDER: TakeOverOrder = {
  orderId: 'TO-1',
  workflowInstanceId: 'WF-1',
  orderTypeId: 1,
  orderTypeName: 'Kişiden devir',
  status: 'AWAITING_APPROVAL',
  statusName: 'Onay bekliyor',
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  transferor: {
    ownerType: 'PERSON',
    name: 'Me**** Yı****',
    contactPhone: '544 *** ** 01',
    contactMethod: 'SMS',
  },
  approval: {
    status: 'PENDING',
    requestedAt: '2026-11-25T10:00:00.000Z',
    waitSeconds: 3,
    message: 'Bekleniyor',
  },
  lines: [
    { msisdn: '5441000001', productType: 'VOICE', currentTariff: 'Süper Paket 20 GB' },
    { msisdn: '5441000003', productType: 'DATA', currentTariff: 'Ev Dışı İnternet 30 GB' },
  ],
  nextStep: 'APPROVAL',
  cancellable: true,
};
const ACCEPTED: ContactValidityResult = {
  valid: true,
  lines: ORDER.lines.map((l) => ({ msisdn: l.msisdn, eligible: true })),
  order: ORDER,
};
const REFUSED: ContactValidityResult = {
  valid: false,
  message: 'Bazı hatlar devralınamıyor.',
  lines: [
    {
      msisdn: '5441000099',
      eligible: false,
      reasonCode: 'UNPAID_DEBT',
      reason: 'Hattın ödenmemiş borcu var.',
    },
  ],
};
const validation = (status: 'PENDING' | 'APPROVED' | 'REJECTED', canContinue = status === 'APPROVED') =>
  ({
    orderId: 'TO-1',
    status: 'AWAITING_APPROVAL',
    statusName: 'Onay bekliyor',
    approval: { status, requestedAt: ORDER.createdAt, message: status, waitSeconds: 3 },
    company: { valid: true },
    lines: [],
    canContinue,
  }) satisfies TakeOverValidation;
const TARIFFS: TariffOptions = {
  groups: [
    {
      productType: 'VOICE',
      productTypeName: 'Ses hatları',
      msisdnList: ['5441000001'],
      tariffs: [{ id: 'TO-V-15GB', name: 'Kurumsal 15 GB', monthlyFee: 450, description: '' }],
    },
    {
      productType: 'DATA',
      productTypeName: 'Data hatları',
      msisdnList: ['5441000003'],
      tariffs: [{ id: 'TO-D-20GB', name: 'Kurumsal Data 20 GB', monthlyFee: 300, description: '' }],
    },
  ],
};
const CHOSEN = { '5441000001': 'TO-V-15GB', '5441000003': 'TO-D-20GB' };
const SUBSCRIPTION = {
  companyInfoConfirmed: true,
  contactName: 'Can Öztürk',
  contactPhone: '5057654321',
  email: 'can@example.com.tr',
  invoiceAddress: 'Bornova / İzmir',
};
const PREFERENCES = {
  invoiceType: 'E_INVOICE' as const,
  directoryListing: false,
  campaignSms: false,
  keepLineUsers: true,
};

interface Fakes {
  contact?: ContactValidityResult | Error;
  approvals?: (TakeOverValidation | Error)[];
  otp?: 'validated' | 'cancelled';
  finalize?: Error;
  mars?: Error[];
}

let saved: TakeOverDraft | null = null;

function start(fakes: Fakes = {}, input: Partial<TakeOverInput> = {}) {
  const calls: { name: string; input: unknown }[] = [];
  const approvals = [...(fakes.approvals ?? [validation('APPROVED')])];
  const marsFailures = [...(fakes.mars ?? [])];
  const recorded = <T>(name: string, answer: () => T | Error) =>
    fromPromise<T, unknown>(async ({ input: i }) => {
      calls.push({ name, input: i });
      const value = answer();
      if (value instanceof Error) throw value;
      return value;
    });
  const machine = takeOverMachine.provide({
    actions: {
      persistDraft: ({ context }, step) => {
        saved = toDraft(context, step);
      },
      forgetDraft: () => {
        saved = null;
      },
    },
    delays: { approvalPoll: 10 },
    actors: {
      checkContact: recorded('checkContact', () => fakes.contact ?? ACCEPTED),
      checkApproval: recorded('checkApproval', () => approvals.shift() ?? validation('APPROVED')),
      loadSubscription: recorded('loadSubscription', () => ({
        company: {
          corporateNcst: 'C1',
          corporateName: 'Anadolu Gıda',
          taxOffice: 'Bornova',
          taxNumber: '1',
          address: 'İzmir',
          authorizedPerson: 'Can',
        },
        order: ORDER,
      })),
      saveSubscription: recorded('saveSubscription', () => ORDER),
      loadTariffs: recorded('loadTariffs', () => TARIFFS),
      saveTariffs: recorded('saveTariffs', () => ORDER),
      savePreferences: recorded('savePreferences', () => ORDER),
      loadOrder: recorded('loadOrder', () => ({ ...ORDER, monthlyTotal: 750 })),
      otp: recorded('otp', () =>
        fakes.otp === 'cancelled'
          ? { status: 'cancelled' }
          : { status: 'validated', result: {}, transactionId: 'TX-9' },
      ),
      finalize: recorded('finalize', () => fakes.finalize ?? { ...ORDER, status: 'FINALIZED' }),
      marsSend: recorded(
        'marsSend',
        () =>
          marsFailures.shift() ?? {
            orderId: 'TO-1',
            status: 'IN_PROGRESS',
            statusName: 'Devir işlemde',
            marsReference: 'M-1',
            expectedCompletionAt: '2026-11-26T10:00:00.000Z',
          },
      ),
    } as never,
  });
  const actor = createActor(machine, {
    input: { owner: OWNER, rights: FULL_RIGHTS, draft: null, draftId: 'D1', now: 1, ...input },
  }).start();
  return { actor, calls };
}

type Actor = ReturnType<typeof start>['actor'];
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy') && !s.matches('starting'));
const step = (actor: Actor) => currentStep(actor.getSnapshot(), STEPS);
const lastCall = (calls: { name: string; input: unknown }[], name: string) =>
  calls.filter((c) => c.name === name).at(-1)?.input as Record<string, unknown> | undefined;

async function toTariff(actor: Actor) {
  await settle(actor);
  actor.send({ type: 'user.next.lines', request: REQUEST });
  await waitFor(actor, (s) => s.matches({ subscription: 'editing' }));
  actor.send({ type: 'user.next.subscription', info: SUBSCRIPTION });
  await waitFor(actor, (s) => s.matches({ tariff: 'choosing' }));
}

async function toSummary(actor: Actor) {
  await toTariff(actor);
  actor.send({ type: 'user.next.tariff', selections: CHOSEN });
  await waitFor(actor, (s) => s.matches({ preferences: 'editing' }));
  actor.send({ type: 'user.next.preferences', preferences: PREFERENCES });
  await waitFor(actor, (s) => s.matches({ summary: 'reviewing' }));
}

beforeEach(() => {
  saved = null;
});

describe('take-over wizard', () => {
  it('checks no line, sends no SMS code and orders nothing without the takeOver group’s Talep (issue 37)', async () => {
    for (const rights of [withoutRequest('takeOver'), undefined]) {
      const { actor, calls } = start({}, { rights });
      await settle(actor);
      expect(actor.getSnapshot().can({ type: 'user.next.lines', request: REQUEST })).toBe(false);
      // A crafted event does not pass either: the guard reads the rights, not the button.
      actor.send({ type: 'user.next.lines', request: REQUEST });
      expect(actor.getSnapshot().matches({ lines: 'editing' })).toBe(true);
      expect(calls.filter((c) => ['checkContact', 'otp', 'finalize'].includes(c.name))).toEqual([]);
      actor.stop();
    }
  });

  it('starts at the lines and opens the order with the contact check; the draft is saved from the approval on', async () => {
    const { actor, calls } = start();
    await settle(actor);
    expect(step(actor)).toBe('lines');
    expect(saved).toBeNull();
    actor.send({ type: 'user.next.lines', request: REQUEST });
    await waitFor(actor, (s) => s.matches({ subscription: 'editing' }));
    expect(lastCall(calls, 'checkContact')).toEqual({ body: REQUEST });
    expect(lastCall(calls, 'checkApproval')).toEqual({ params: { orderId: 'TO-1' } });
    expect(saved).toMatchObject({ step: 'subscription', orderId: 'TO-1', lineCount: 2 });
  });

  it('stays at the lines with each line’s reason when the check refuses', async () => {
    const { actor } = start({ contact: REFUSED });
    await settle(actor);
    actor.send({ type: 'user.next.lines', request: REQUEST });
    await settle(actor);
    expect(actor.getSnapshot().matches({ lines: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.refusal).toBe('Bazı hatlar devralınamıyor.');
    expect(actor.getSnapshot().context.lineChecks[0]?.reason).toBe('Hattın ödenmemiş borcu var.');
    expect(saved).toBeNull();
  });

  it('a second check after going back sends the open order, so its lines are replaced, not a new order opened', async () => {
    const { actor, calls } = start({ approvals: [validation('PENDING')] });
    await settle(actor);
    actor.send({ type: 'user.next.lines', request: REQUEST });
    await waitFor(actor, (s) => s.matches({ approval: 'waiting' }));
    actor.send({ type: 'user.back' });
    actor.send({ type: 'user.next.lines', request: REQUEST });
    await settle(actor);
    expect(lastCall(calls, 'checkContact')).toEqual({ body: { ...REQUEST, orderId: 'TO-1' } });
  });

  it('waits for the transferring party, asking again after a while or at once, until they approve', async () => {
    const { actor, calls } = start({
      approvals: [validation('PENDING'), validation('PENDING'), validation('APPROVED')],
    });
    await settle(actor);
    actor.send({ type: 'user.next.lines', request: REQUEST });
    await waitFor(actor, (s) => s.matches({ approval: 'waiting' }));
    expect(step(actor)).toBe('approval');
    actor.send({ type: 'user.refresh' });
    // The second answer is pending too; the poll delay asks the third time by itself.
    await waitFor(actor, (s) => s.matches({ subscription: 'editing' }));
    expect(calls.filter((c) => c.name === 'checkApproval')).toHaveLength(3);
  });

  it('a refusal ends the order: starting again forgets the draft', async () => {
    const { actor } = start({ approvals: [validation('REJECTED')] });
    await settle(actor);
    actor.send({ type: 'user.next.lines', request: REQUEST });
    await waitFor(actor, (s) => s.hasTag('rejected'));
    expect(saved?.step).toBe('approval');
    actor.send({ type: 'user.restart', draftId: 'D2' });
    expect(step(actor)).toBe('lines');
    expect(actor.getSnapshot().context).toMatchObject({ orderId: '', draftId: 'D2', lineChecks: [] });
    expect(saved).toBeNull();
  });

  it('an approval whose lines can no longer be taken is a refusal too', async () => {
    const { actor } = start({ approvals: [validation('APPROVED', false)] });
    await settle(actor);
    actor.send({ type: 'user.next.lines', request: REQUEST });
    await waitFor(actor, (s) => s.hasTag('rejected'));
  });

  it('retries a failed approval check', async () => {
    const { actor } = start({ approvals: [new Error('x'), validation('APPROVED')] });
    await settle(actor);
    actor.send({ type: 'user.next.lines', request: REQUEST });
    await waitFor(actor, (s) => s.hasTag('failed'));
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches({ subscription: 'editing' }));
  });

  it('sends the subscription info and a tariff for every line, refusing an incomplete choice', async () => {
    const { actor, calls } = start();
    await toTariff(actor);
    expect(lastCall(calls, 'saveSubscription')).toEqual({ params: { orderId: 'TO-1' }, body: SUBSCRIPTION });
    expect(
      actor.getSnapshot().can({ type: 'user.next.tariff', selections: { '5441000001': 'TO-V-15GB' } }),
    ).toBe(false);
    actor.send({ type: 'user.next.tariff', selections: CHOSEN });
    await waitFor(actor, (s) => s.matches({ preferences: 'editing' }));
    expect(lastCall(calls, 'saveTariffs')).toEqual({
      params: { orderId: 'TO-1' },
      body: {
        selections: [
          { msisdn: '5441000001', tariffId: 'TO-V-15GB' },
          { msisdn: '5441000003', tariffId: 'TO-D-20GB' },
        ],
      },
    });
    expect(saved).toMatchObject({ step: 'preferences', selections: CHOSEN });
  });

  it('confirms the server’s order with the OTP, finalizes with its transaction, forgets the draft and sends it to MARS', async () => {
    const { actor, calls } = start();
    await toSummary(actor);
    expect(lastCall(calls, 'savePreferences')).toEqual({ params: { orderId: 'TO-1' }, body: PREFERENCES });
    expect(actor.getSnapshot().context.order?.monthlyTotal).toBe(750);
    actor.send({ type: 'user.next.summary' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(lastCall(calls, 'otp')).toEqual({ purpose: 'TAKE_OVER', reference: 'TO-1' });
    expect(lastCall(calls, 'finalize')).toEqual({
      params: { orderId: 'TO-1' },
      body: { transactionId: 'TX-9' },
    });
    expect(lastCall(calls, 'marsSend')).toEqual({ params: { orderId: 'TO-1' } });
    expect(actor.getSnapshot().context.mars?.marsReference).toBe('M-1');
    expect(saved).toBeNull();
  });

  it('returns to the summary when the OTP is cancelled or finalize is refused', async () => {
    for (const fakes of [{ otp: 'cancelled' as const }, { finalize: new Error('x') }]) {
      const { actor } = start(fakes);
      await toSummary(actor);
      actor.send({ type: 'user.next.summary' });
      await waitFor(actor, (s) => s.matches({ summary: 'reviewing' }) && !s.hasTag('otp'));
      expect(saved?.step).toBe('summary');
    }
  });

  it('sends to MARS again after a failure', async () => {
    const { actor } = start({ mars: [new Error('x')] });
    await toSummary(actor);
    actor.send({ type: 'user.next.summary' });
    await waitFor(actor, (s) => s.matches('marsFailed'));
    expect(step(actor)).toBe('done');
    actor.send({ type: 'user.retry' });
    await waitFor(actor, (s) => s.matches('done'));
  });

  it('goes back step by step', async () => {
    const { actor } = start();
    await toSummary(actor);
    actor.send({ type: 'user.back' });
    expect(step(actor)).toBe('preferences');
    actor.send({ type: 'user.back' });
    await waitFor(actor, (s) => s.matches({ tariff: 'choosing' }));
    // The choices made stay chosen.
    expect(actor.getSnapshot().context.selections).toEqual(CHOSEN);
    actor.send({ type: 'user.back' });
    await waitFor(actor, (s) => s.matches({ subscription: 'editing' }));
  });
});

describe('take-over draft', () => {
  it('resumes at the saved step with the order and its choices', async () => {
    const { actor: first } = start();
    await toTariff(first);
    first.send({ type: 'user.next.tariff', selections: CHOSEN });
    await waitFor(first, (s) => s.matches({ preferences: 'editing' }));
    const draft = { ...saved!, step: 'tariff' as const };

    const { actor, calls } = start({}, { draft, draftId: 'D3' });
    expect(actor.getSnapshot().matches('resumeOffer')).toBe(true);
    actor.send({ type: 'user.resume' });
    await waitFor(actor, (s) => s.matches({ tariff: 'choosing' }));
    expect(lastCall(calls, 'loadTariffs')).toEqual({ params: { orderId: 'TO-1' }, body: {} });
    expect(actor.getSnapshot().context).toMatchObject({ orderId: 'TO-1', draftId: 'D1', selections: CHOSEN });
  });

  it('asks no SMS code and finalizes nothing from a resumed summary without the takeOver group’s Talep (issue 37)', async () => {
    // The draft was saved at the summary by a person whose Talep was withdrawn since.
    const { actor: first } = start();
    await toSummary(first);
    first.stop();
    const draft = saved!;
    expect(draft.step).toBe('summary');
    for (const rights of [withoutRequest('takeOver'), undefined]) {
      const { actor, calls } = start({}, { draft, rights });
      actor.send({ type: 'user.resume' });
      await waitFor(actor, (s) => s.matches({ summary: 'reviewing' }));
      expect(actor.getSnapshot().can({ type: 'user.next.summary' })).toBe(false);
      // A crafted event does not pass either: the guard reads the rights, not the button.
      actor.send({ type: 'user.next.summary' });
      expect(actor.getSnapshot().matches({ summary: 'reviewing' })).toBe(true);
      expect(actor.getSnapshot().hasTag('otp')).toBe(false);
      expect(calls.filter((c) => ['otp', 'finalize', 'marsSend'].includes(c.name))).toEqual([]);
      actor.stop();
    }
  });

  it('starts over when asked, forgetting the draft', async () => {
    saved = {
      version: 1,
      owner: OWNER,
      step: 'summary',
      savedAt: 1,
      draftId: 'D0',
      orderId: 'TO-1',
      lineCount: 2,
      selections: {},
    };
    const { actor } = start({}, { draft: saved });
    actor.send({ type: 'user.startOver', draftId: 'D4' });
    expect(step(actor)).toBe('lines');
    expect(saved).toBeNull();
  });

  it('tells the person when their draft had to be dropped', async () => {
    const { actor } = start({}, { draftDropped: true });
    await settle(actor);
    expect(actor.getSnapshot().context.notice).toBe('draftDropped');
    actor.send({ type: 'user.next.lines', request: REQUEST });
    expect(actor.getSnapshot().context.notice).toBe('');
  });
});

describe('take-over rules', () => {
  it('needs one of its group’s tariffs for every line, and lists the choices in group order', () => {
    expect(completeSelections(TARIFFS.groups, CHOSEN)).toBe(true);
    expect(completeSelections(TARIFFS.groups, { ...CHOSEN, '5441000003': 'TO-V-15GB' })).toBe(false);
    expect(selectionList(TARIFFS.groups, CHOSEN).map((s) => s.msisdn)).toEqual(['5441000001', '5441000003']);
  });
});
