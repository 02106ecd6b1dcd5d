import type { EventObject } from 'xstate';
import { NEW_LINE_OPTIONS } from '../../server/newLine/seed';
import type { NewLineProductType } from '../../src/api/newLine/types';
import type { DetailsValues, NewLineInput } from '../../src/machines/newLine/newLineContext';
import type { NewLineDraft } from '../../src/machines/newLine/newLineDraft';
import type { newLineMachine } from '../../src/machines/newLine/newLineMachine';
import type { ProductChoice, WizardLine } from '../../src/machines/newLine/newLineRules';
import { FULL_RIGHTS } from '../support/rights';
import { freshSandbox } from './support/seededSandbox';

export type NewLineSnapshot = ReturnType<typeof newLineMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export const GIDA = '1000245873';
export const OWNER = { userName: 'Can Öztürk', corporateNcst: GIDA };
const TYPES: NewLineProductType[] = ['VOICE', 'DATA', 'M2M'];

/** The seed as the person's company sees it (read once from a fresh sandbox). */
function readSeed() {
  const sandbox = freshSandbox();
  const db = sandbox.db;
  const existing = (type: NewLineProductType) =>
    (
      db
        .prepare(
          'SELECT msisdn FROM newline_numbers WHERE corporate_ncst = ? AND product_type = ? ORDER BY msisdn',
        )
        .get(GIDA, type) as { msisdn: string }
    ).msisdn;
  const pool = (
    db
      .prepare(
        "SELECT msisdn FROM newline_numbers WHERE corporate_ncst IS NULL AND product_type = 'VOICE' ORDER BY msisdn",
      )
      .get() as { msisdn: string }
  ).msisdn;
  const physical = db
    .prepare(
      "SELECT iccid, blocked_reason FROM newline_sims WHERE corporate_ncst = ? AND sim_type = 'PHYSICAL' ORDER BY iccid",
    )
    .all(GIDA) as { iccid: string; blocked_reason: string | null }[];
  const esim = (
    db
      .prepare(
        "SELECT iccid FROM newline_sims WHERE corporate_ncst = ? AND sim_type = 'ESIM' AND product_type = 'M2M' ORDER BY iccid",
      )
      .get(GIDA) as { iccid: string }
  ).iccid;
  const m2mPool = (
    db
      .prepare(
        "SELECT msisdn FROM newline_numbers WHERE corporate_ncst IS NULL AND product_type = 'M2M' ORDER BY msisdn",
      )
      .get() as { msisdn: string }
  ).msisdn;
  const own = { VOICE: existing('VOICE'), DATA: existing('DATA'), M2M: existing('M2M') };
  sandbox.close();
  return {
    existing: own,
    pool,
    m2mPool,
    validSims: physical.filter((s) => !s.blocked_reason).map((s) => s.iccid),
    blockedSim: physical.find((s) => s.blocked_reason)!.iccid,
    esim,
  };
}

export const SEED = readSeed();

/** One line per product type: the model stays small and every type is on every path. */
export const PRODUCTS: ProductChoice[] = TYPES.map((productType) => ({
  productType,
  count: 1,
  tariffId: NEW_LINE_OPTIONS[productType].tariffs[0]!.id,
  packageId: '',
}));

export const KEEP = {
  hasNumber: true,
  selectVoiceLineForMe: false,
  selectDataLineForMe: false,
  picks: { 'VOICE-1': SEED.existing.VOICE, 'DATA-1': SEED.existing.DATA, 'M2M-1': SEED.existing.M2M },
};
/** New numbers: the VOICE one picked from the pool, DATA and M2M chosen by the system. */
export const NEW = {
  hasNumber: false,
  selectVoiceLineForMe: false,
  selectDataLineForMe: true,
  picks: { 'VOICE-1': SEED.pool },
};
export const SIMS = {
  'VOICE-1': { simType: 'PHYSICAL' as const, iccid: SEED.validSims[0]! },
  'DATA-1': { simType: 'PHYSICAL' as const, iccid: SEED.validSims[1]! },
  'M2M-1': { simType: 'ESIM' as const, iccid: SEED.esim },
};
export const DETAILS: DetailsValues = {
  contact: {
    contactName: 'Can Öztürk',
    contactPhone: '5057654321',
    email: 'can@anadolugida.com.tr',
    m2mContactNumber: '5057654321',
    dataContactNumber: '5057654321',
  },
  preferences: ['E_INVOICE', 'USAGE_SMS'],
  partnerId: 'PRT-IST-01',
};

const fail = (code?: string) => Object.assign(new Error('Servis başarısız oldu.'), code ? { code } : {});
const OPTIONS_OUT = NEW_LINE_OPTIONS;
const refusedSims = {
  simValidationList: [
    { msisdn: SEED.pool, iccid: SEED.blockedSim, simType: 'PHYSICAL', valid: false, reason: 'x' },
  ],
};

/** Every user step and every outcome the sandbox can give, filtered by what the state accepts. */
export function newLineEvents(s: NewLineSnapshot): ModelEvent[] {
  const c = s.context;
  const events: ModelEvent[] = [
    { type: 'xstate.done.actor.loadOptions', output: OPTIONS_OUT },
    { type: 'xstate.error.actor.loadOptions', error: fail() },
    { type: 'user.retry' },
    ...(s.matches('product') ? [{ type: 'user.next.product', products: PRODUCTS }] : []),
    {
      type: 'xstate.done.actor.loadNumbers',
      output: {
        offered: { VOICE: [SEED.pool], DATA: [], M2M: [] },
        existing: (['VOICE', 'DATA', 'M2M'] as const).map((productType) => ({
          msisdn: SEED.existing[productType],
          productType,
        })),
      },
    },
    { type: 'xstate.error.actor.loadNumbers', error: fail() },
    ...(s.matches({ numbers: 'choosing' })
      ? [
          { type: 'user.next.numbers', numbers: KEEP },
          { type: 'user.next.numbers', numbers: NEW },
        ]
      : []),
    {
      type: 'xstate.done.actor.reserveNumbers',
      output: {
        reservationId: 'R',
        expiresInSeconds: 600,
        numbers: [
          { lineKey: 'VOICE-1', msisdn: SEED.pool },
          { lineKey: 'DATA-1', msisdn: '5490000000' },
          { lineKey: 'M2M-1', msisdn: SEED.m2mPool },
        ],
      },
    },
    { type: 'xstate.error.actor.reserveNumbers', error: fail() },
    {
      type: 'xstate.done.actor.loadSimStock',
      output: { physical: { sims: SEED.validSims.map((iccid) => ({ iccid })) }, flexible: [] },
    },
    { type: 'xstate.error.actor.loadSimStock', error: fail() },
    ...(s.matches({ afterNumbers: { sims: 'editing' } }) ? [{ type: 'user.next.sims', sims: SIMS }] : []),
    { type: 'xstate.done.actor.validateSims', output: { simValidationList: [] } },
    { type: 'xstate.done.actor.validateSims', output: refusedSims },
    { type: 'xstate.error.actor.validateSims', error: fail() },
    {
      type: 'xstate.done.actor.loadDetails',
      output: {
        companyInfo: null,
        customer: { IsCustomerValidated: true },
        preferences: { options: [] },
        partners: { partners: [] },
      },
    },
    {
      type: 'xstate.done.actor.loadDetails',
      output: {
        companyInfo: null,
        customer: { IsCustomerValidated: false, message: 'Şirketiniz doğrulanmadı.' },
        preferences: { options: [] },
        partners: { partners: [] },
      },
    },
    { type: 'xstate.error.actor.loadDetails', error: fail() },
    ...(s.matches({ afterNumbers: { details: 'editing' } })
      ? [{ type: 'user.next.details', details: DETAILS }]
      : []),
    { type: 'xstate.done.actor.validateContact', output: { IsContactValidated: true } },
    { type: 'xstate.done.actor.validateContact', output: { IsContactValidated: false, message: 'x' } },
    { type: 'xstate.error.actor.validateContact', error: fail() },
    ...(s.matches({ afterNumbers: 'summary' }) ? [{ type: 'user.next.summary' }] : []),
    { type: 'xstate.done.actor.otp', output: { status: 'validated', result: {}, transactionId: 'T' } },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    { type: 'xstate.done.actor.createOrder', output: { orderId: 'SP-1', status: 'RECEIVED' } },
    { type: 'xstate.error.actor.createOrder', error: fail() },
    // Only a reservation can run out on the server.
    ...(c.reservation
      ? [{ type: 'xstate.error.actor.createOrder', error: fail('RESERVATION_EXPIRED') }]
      : []),
    { type: 'xstate.done.actor.marsSend', output: {} },
    { type: 'xstate.error.actor.marsSend', error: fail() },
    { type: 'xstate.done.actor.loadResult', output: { order: null, demand: null } },
    { type: 'xstate.error.actor.loadResult', error: fail() },
    { type: 'user.back' },
    { type: 'user.restart', draftId: 'D2' },
    ...(c.reservation && s.matches('afterNumbers')
      ? [
          { type: 'clock.tick', now: c.now + 1000 },
          { type: 'xstate.after.reservationTtl.newLine.afterNumbers' },
        ]
      : []),
  ];
  return events.filter((event) => s.can(event as never));
}

export const serializeNewLine = (s: NewLineSnapshot) =>
  JSON.stringify({
    value: s.value,
    keep: s.context.hasNumber,
    reserved: s.context.reservation !== null,
    refused: s.context.errorNumbers.length > 0,
    notice: s.context.notice !== '',
    order: s.context.orderId !== '',
  });

// ---- resumption: a stored draft per saved step ----

export type DraftWorld = NewLineDraft['step'] | 'lapsed' | 'startOver';

export function draftFor(world: DraftWorld, now: number): NewLineDraft {
  const step = world === 'lapsed' || world === 'startOver' ? 'sims' : world;
  const lines: WizardLine[] = [
    {
      key: 'M2M-1',
      productType: 'M2M',
      tariffId: PRODUCTS[2]!.tariffId,
      packageId: '',
      msisdn: SEED.existing.M2M,
      simType: 'ESIM',
      iccid: SEED.esim,
    },
  ];
  return {
    version: 1,
    owner: OWNER,
    step,
    savedAt: now,
    draftId: 'D-saved',
    options: NEW_LINE_OPTIONS,
    lines,
    hasNumber: world !== 'lapsed',
    selectVoiceLineForMe: false,
    selectDataLineForMe: false,
    reservation: world === 'lapsed' ? { reservationId: 'R-old', expiresAt: now - 1000 } : null,
    contact: {
      contactName: 'Can Öztürk',
      contactPhone: '5057654321',
      email: 'can@anadolugida.com.tr',
      m2mContactNumber: '5057654321',
    },
    preferences: [],
    partnerId: 'PRT-IST-01',
    companyInfo: null,
  };
}

export function draftInput(world: DraftWorld, now: number): NewLineInput {
  // The walk's person has full authority: the rights child answers every level.
  return { owner: OWNER, rights: FULL_RIGHTS, draft: draftFor(world, now), draftId: 'D-new', now };
}

/** In a resumption world only the offer is modelled; what follows is the main model's. */
export function resumeEvents(world: DraftWorld) {
  return (s: NewLineSnapshot): ModelEvent[] =>
    s.matches('resumeOffer')
      ? [world === 'startOver' ? { type: 'user.startOver', draftId: 'D-new' } : { type: 'user.resume' }]
      : [];
}
