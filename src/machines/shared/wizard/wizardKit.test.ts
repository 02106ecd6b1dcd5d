/**
 * The wizard kit on a wizard of its own (two steps and a confirmation), so what every wizard
 * relies on is proven apart from any one of them: the resume offer and routing, the typed step
 * submits, the OTP child's three endings, the draft actions bound at the edge, and versioned
 * drafts that are migrated or dropped.
 */
import * as v from 'valibot';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { type DraftOwner, storedDrafts } from '../../../lib/drafts';
import { type OtpOutput, validatedTransactionId } from '../otp/otpMachine';
import { bindWizardDrafts } from './bindWizardDrafts';
import { wizardDraftActions, wizardDraftGuards } from './wizardDraftLogic';
import { defineWizardDrafts } from './wizardDrafts';
import { otpConfirmation, wizardOtpGuards } from './wizardOtp';
import { RESUME_TAG, resumeStates } from './wizardResume';
import { currentStep, type StepSubmit, stepTag } from './wizardSteps';

const OWNER: DraftOwner = { userName: 'ayse', corporateNcst: 'C1' };
const STEPS = ['name', 'size'] as const;
type Step = (typeof STEPS)[number];

const TestDraft = v.object({
  version: v.literal(2),
  owner: v.object({ userName: v.string(), corporateNcst: v.string() }),
  step: v.picklist(STEPS),
  savedAt: v.number(),
  draftId: v.string(),
  name: v.string(),
  size: v.number(),
});
type TestDraft = v.InferOutput<typeof TestDraft>;

// Version 1 kept the name as `title` and had no size.
const testDrafts = defineWizardDrafts({
  key: '_n_kitTestDraft',
  version: 2,
  schema: TestDraft,
  migrations: {
    1: ({ title, ...rest }) => (typeof title === 'string' ? { ...rest, name: title, size: 1 } : null),
  },
});

interface Ctx {
  owner: DraftOwner;
  draftId: string;
  savedDraft: TestDraft | null;
  name: string;
  size: number;
  transactionId: string;
}

type Ev =
  | StepSubmit<'name', { name: string }>
  | StepSubmit<'size', { size: number }>
  | { type: 'user.back' }
  | { type: 'user.resume' }
  | { type: 'user.startOver'; draftId: string };

const otpAnswer = { next: Promise.resolve<OtpOutput>({ status: 'cancelled' }) };

const kitWizard = setup({
  types: { context: {} as Ctx, events: {} as Ev, input: {} as { draft: TestDraft | null; draftId: string } },
  actors: { otp: fromPromise<OtpOutput, { purpose: string; reference?: string }>(() => otpAnswer.next) },
  actions: {
    ...wizardDraftActions<Step>(),
    restoreDraft: assign(({ context }) => ({
      name: context.savedDraft?.name ?? '',
      size: context.savedDraft?.size ?? 0,
      draftId: context.savedDraft?.draftId ?? context.draftId,
    })),
    startOver: assign(({ event }) => (event.type === 'user.startOver' ? { draftId: event.draftId } : {})),
    setName: assign(({ event }) => (event.type === 'user.next.name' ? { name: event.name } : {})),
    setSize: assign(({ event }) => (event.type === 'user.next.size' ? { size: event.size } : {})),
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
  },
  guards: { ...wizardDraftGuards<Step>(), ...wizardOtpGuards },
}).createMachine({
  id: 'kitWizard',
  context: ({ input }) => ({
    owner: OWNER,
    draftId: input.draftId,
    savedDraft: input.draft,
    name: '',
    size: 0,
    transactionId: '',
  }),
  initial: 'starting',
  states: {
    ...resumeStates({
      start: 'name',
      before: [],
      steps: [
        ['name', 'name'],
        ['size', 'size'],
      ],
    }),
    name: {
      tags: [stepTag('name')],
      entry: { type: 'persistDraft', params: 'name' },
      on: { 'user.next.name': { target: 'size', actions: 'setName' } },
    },
    size: {
      tags: [stepTag('size')],
      entry: { type: 'persistDraft', params: 'size' },
      on: { 'user.next.size': { target: 'confirming', actions: 'setSize' }, 'user.back': 'name' },
    },
    confirming: otpConfirmation({
      purpose: 'KIT_TEST',
      tags: [stepTag('size'), 'otp'],
      confirmed: 'done',
      back: 'size',
    }),
    done: { entry: 'forgetDraft', type: 'final' },
  },
});

function draftOf(context: Ctx, step: Step): TestDraft {
  return {
    version: 2,
    owner: context.owner,
    step,
    savedAt: 1,
    draftId: context.draftId,
    name: context.name,
    size: context.size,
  };
}

function start(draft: TestDraft | null = null) {
  const actor = createActor(kitWizard.provide({ actions: bindWizardDrafts(testDrafts, draftOf) }), {
    input: { draft, draftId: 'D1' },
  });
  actor.start();
  return actor;
}

beforeEach(() => localStorage.clear());

describe('wizard kit: steps and resuming', () => {
  it('starts fresh at the first step, whose typed submit moves on and saves a draft at each step', () => {
    const actor = start();
    expect(currentStep(actor.getSnapshot(), STEPS)).toBe('name');
    expect(storedDrafts.read(testDrafts, OWNER)?.step).toBe('name');
    actor.send({ type: 'user.next.name', name: 'Filo' });
    expect(currentStep(actor.getSnapshot(), STEPS)).toBe('size');
    expect(storedDrafts.read(testDrafts, OWNER)).toMatchObject({ step: 'size', name: 'Filo', draftId: 'D1' });
    // A step answers only its own submit.
    expect(actor.getSnapshot().can({ type: 'user.next.name', name: 'x' })).toBe(false);
  });

  it('offers a saved draft, resumes at its step with its values, or starts over and forgets it', () => {
    const saved: TestDraft = {
      ...draftOf({ owner: OWNER, draftId: 'D0', name: 'Filo', size: 0 } as Ctx, 'size'),
    };
    const resumed = start(saved);
    expect(resumed.getSnapshot().hasTag(RESUME_TAG)).toBe(true);
    expect(currentStep(resumed.getSnapshot(), STEPS)).toBeNull();
    resumed.send({ type: 'user.resume' });
    expect(currentStep(resumed.getSnapshot(), STEPS)).toBe('size');
    expect(resumed.getSnapshot().context).toMatchObject({ name: 'Filo', draftId: 'D0' });

    storedDrafts.write(testDrafts, saved);
    const fresh = start(saved);
    fresh.send({ type: 'user.startOver', draftId: 'D9' });
    expect(currentStep(fresh.getSnapshot(), STEPS)).toBe('name');
    // Forgotten, then saved anew under the new id at the first step.
    expect(storedDrafts.read(testDrafts, OWNER)).toMatchObject({ step: 'name', draftId: 'D9', name: '' });
  });
});

describe('wizard kit: confirmation with the OTP child', () => {
  async function confirmWith(answer: Promise<OtpOutput>) {
    otpAnswer.next = answer;
    const actor = start();
    actor.send({ type: 'user.next.name', name: 'Filo' });
    actor.send({ type: 'user.next.size', size: 3 });
    expect(actor.getSnapshot().hasTag('otp')).toBe(true);
    expect(currentStep(actor.getSnapshot(), STEPS)).toBe('size');
    await waitFor(actor, (s) => !s.matches('confirming'));
    return actor;
  }

  it('goes on with the validated transaction and forgets the draft', async () => {
    const actor = await confirmWith(
      Promise.resolve({ status: 'validated', result: {}, transactionId: 'TX-7' }),
    );
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.transactionId).toBe('TX-7');
    expect(storedDrafts.read(testDrafts, OWNER)).toBeNull();
  });

  it('returns to the step when the person cancels or the child fails', async () => {
    expect((await confirmWith(Promise.resolve({ status: 'cancelled' }))).getSnapshot().value).toBe('size');
    expect((await confirmWith(Promise.reject(new Error('x')))).getSnapshot().value).toBe('size');
  });

  it('sends the code for the wizard draft under its purpose', () => {
    const config = otpConfirmation({ purpose: 'KIT_TEST', tags: [], confirmed: 'done', back: 'size' });
    expect(config.invoke.input({ context: { draftId: 'D5' } })).toEqual({
      purpose: 'KIT_TEST',
      reference: 'D5',
    });
  });
});

describe('wizard kit: versioned drafts', () => {
  const current = (over: Partial<TestDraft> = {}): TestDraft => ({
    version: 2,
    owner: OWNER,
    step: 'size',
    savedAt: 5,
    draftId: 'D1',
    name: 'Filo',
    size: 2,
    ...over,
  });
  const store = (value: unknown) => localStorage.setItem(testDrafts.key, JSON.stringify(value));

  it('reads a current draft, and only for its owner', () => {
    store(current());
    expect(storedDrafts.inspect(testDrafts, OWNER)).toEqual({ draft: current(), dropped: false });
    expect(storedDrafts.inspect(testDrafts, { ...OWNER, userName: 'mehmet' })).toEqual({
      draft: null,
      dropped: false,
    });
  });

  it('migrates an older version to the current one', () => {
    const { name, size, ...rest } = current();
    store({ ...rest, version: 1, title: name });
    expect(storedDrafts.inspect(testDrafts, OWNER)).toEqual({ draft: current({ size: 1 }), dropped: false });
  });

  it('drops what it cannot read (no migration, a failed one, a newer version) and says so, only to its owner', () => {
    for (const unreadable of [
      { ...current(), version: 0 },
      { ...current(), version: 1 }, // no title to migrate from
      { ...current(), version: 3 },
      { ...current(), step: 'gone' },
    ]) {
      store(unreadable);
      expect(storedDrafts.inspect(testDrafts, OWNER)).toEqual({ draft: null, dropped: true });
      expect(storedDrafts.inspect(testDrafts, { ...OWNER, corporateNcst: 'C2' }).dropped).toBe(false);
    }
    // The owner's unreadable draft is cleared; another person's stays.
    storedDrafts.clear(testDrafts, { ...OWNER, corporateNcst: 'C2' });
    expect(localStorage.getItem(testDrafts.key)).not.toBeNull();
    storedDrafts.clear(testDrafts, OWNER);
    expect(localStorage.getItem(testDrafts.key)).toBeNull();
  });

  it('treats bytes that are not JSON as no draft, with nothing to tell', () => {
    localStorage.setItem(testDrafts.key, '{not json');
    expect(storedDrafts.inspect(testDrafts, OWNER)).toEqual({ draft: null, dropped: false });
  });
});
