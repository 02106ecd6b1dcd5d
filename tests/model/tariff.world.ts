import type { EventObject } from 'xstate';
import { SEED_COMPANIES } from '../../server/db/seed';
import type { TariffChangeAnswer, TariffLine } from '../../src/api/tariff/types';
import type { LineData, Preparation } from '../../src/machines/tariff/tariffChangeContext';
import type { tariffChangeMachine } from '../../src/machines/tariff/tariffChangeMachine';
import type { tariffHistoryMachine } from '../../src/machines/tariff/tariffHistoryMachine';
import type { tariffFilterChoicesMachine } from '../../src/machines/tariff/tariffLinesMachine';
import { freshSandbox } from './support/seededSandbox';

export type ChangeSnapshot = ReturnType<typeof tariffChangeMachine.getInitialSnapshot>;
export type HistorySnapshot = ReturnType<typeof tariffHistoryMachine.getInitialSnapshot>;
export type ChoicesSnapshot = ReturnType<typeof tariffFilterChoicesMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const LINES_PAGE = '/tariff-package';
export const HISTORY_PAGE = '/tariff-package/history';
export const COMPANY = SEED_COMPANIES[2]!.corporateNcst;
/** The gift tariff the walks move to: it asks for the pre-order selection. */
export const TARGET = { tariffId: 'KRM-SNS-PLUS', name: 'Kurumsal Sınırsız Plus' };

export const PATHS = {
  list: '/ccsirest/tariff/gsm-table.json',
  choices: '/ccsirest/product/group-filters.json',
  productList: '/ccsirest/tariff/product-list.json',
  options: '/ccsirest/tariff/options.json',
  faq: '/dc_ccsi/v1/tariffs/faq',
  change: '/dc_ccsi/v1/tariffs/change',
  history: '/dc_ccsi/v1/tariffs/history',
};

interface LineRow {
  msisdn: string;
  product_type: TariffLine['productType'];
  tariff_name: string;
  status: TariffLine['status'];
  line_user: string;
}

/** The seed's first active voice line on Kurumsal Süper 10 GB, and how many lines the company has. */
export const SEED = (() => {
  const sandbox = freshSandbox();
  const row = sandbox.db
    .prepare(
      `SELECT * FROM lines WHERE corporate_ncst = ? AND product_type = 'VOICE' AND status = 'ACTIVE'
       AND tariff_name = 'Kurumsal Süper 10 GB' ORDER BY msisdn LIMIT 1`,
    )
    .get(COMPANY) as LineRow;
  const { n } = sandbox.db
    .prepare('SELECT COUNT(*) AS n FROM lines WHERE corporate_ncst = ?')
    .get(COMPANY) as {
    n: number;
  };
  sandbox.close();
  const line: TariffLine = {
    msisdn: row.msisdn,
    productType: row.product_type,
    tariffName: row.tariff_name,
    status: row.status,
    userName: row.line_user,
    roaming: false,
    tariffId: 'KRM-SPR-10',
    monthlyFee: 389.9,
  };
  return { line, total: n };
})();

export const LINE_PAGE = `/tariff-package/line/${SEED.line.msisdn}`;

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

const OFFER = {
  tariffId: TARGET.tariffId,
  name: TARGET.name,
  monthlyFee: 649.9,
  minutes: null,
  sms: 2000,
  dataMb: 40960,
  commitmentMonths: 24,
  productTypes: ['VOICE' as const],
  summary: '',
  preOrder: true,
  allowed: true,
  reason: null,
  priceDifference: 260,
  current: false,
};
const LINE_DATA: LineData = {
  offers: { line: SEED.line, tariffs: [OFFER] },
  usage: {
    productId: SEED.line.msisdn,
    tariffName: SEED.line.tariffName,
    periodStart: '',
    periodEnd: '',
    buckets: [],
  },
};
const PREPARATION: Preparation = {
  options: {
    tariffId: TARGET.tariffId,
    commitments: [
      { months: 24, label: '24 ay taahhütlü', monthlyFee: 649.9 },
      { months: 12, label: '12 ay taahhütlü', monthlyFee: 714.89 },
    ],
  },
  preOrder: {
    offerName: TARGET.name,
    required: true,
    multiple: true,
    maxChoices: 2,
    choices: [{ code: 'SOCIAL', label: 'Sosyal Medya Paketi', description: '' }],
  },
};
const ANSWER: TariffChangeAnswer = {
  changeId: 'c',
  orderNo: 'SP-20260115-000001',
  msisdn: SEED.line.msisdn,
  fromTariff: SEED.line.tariffName,
  toTariff: TARGET.name,
  monthlyDifference: 324.99,
  commitmentMonths: 12,
  changedAt: '2026-11-25T10:00:00.000Z',
  changedBy: 'Can Öztürk',
  channel: 'SINGLE',
  jobId: null,
  menuRefresh: true,
};

/**
 * The line page: it loads (or fails and is retried), opens a tariff's details (which load or
 * fail) and closes them, chooses the gift tariff (its options load or fail), picks 12 months and
 * a gift (or takes it back), the summary, the SMS code (validated or cancelled), the change (done
 * or refused), the line read again (or not, and retried) and back to the tariffs.
 */
export function changeEvents(s: ChangeSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: LINE_DATA },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
    { type: 'info.open', tariffId: TARGET.tariffId },
    { type: 'xstate.done.actor.loadInfo', output: { faq: { tariffId: '', items: [] }, moreInfo: {} } },
    { type: 'xstate.error.actor.loadInfo', error: fail() },
    { type: 'info.close' },
    { type: 'tariff.choose', tariffId: TARGET.tariffId },
    { type: 'xstate.done.actor.prepare', output: PREPARATION },
    { type: 'xstate.error.actor.prepare', error: fail() },
    ...(s.context.commitmentMonths === 24 ? [{ type: 'commitment.choose', months: 12 }] : []),
    { type: 'selection.toggle', code: 'SOCIAL' },
    { type: 'user.next' },
    { type: 'user.back' },
    { type: 'user.confirm' },
    { type: 'xstate.done.actor.otp', output: { status: 'validated', result: {}, transactionId: 't' } },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    { type: 'xstate.done.actor.change', output: ANSWER },
    { type: 'xstate.error.actor.change', error: fail() },
    { type: 'xstate.done.actor.refresh', output: LINE_DATA },
    { type: 'xstate.error.actor.refresh', error: fail() },
    { type: 'user.restart' },
  ].filter((event) => s.can(event as never)) as ModelEvent[];
}

export const serializeChange = (s: ChangeSnapshot) =>
  JSON.stringify({
    value: s.value,
    commitment: s.context.commitmentMonths,
    gifts: s.context.selections.length,
    failed: Boolean(s.context.failure),
  });

/** The history loads, fails and is retried; "Listele" asks again. */
export function historyEvents(s: HistorySnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.load', output: { total: 0, items: [] } },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
    { type: 'user.refresh', input: { msisdn: '', tariffName: '', from: '', to: '' } },
  ].filter((event) => s.can(event as never));
}

export function choicesEvents(s: ChoicesSnapshot): ModelEvent[] {
  return [
    {
      type: 'xstate.done.actor.load',
      output: { productTypes: [{ value: 'VOICE', label: 'Ses' }], tariffs: [], statuses: [] },
    },
    { type: 'xstate.error.actor.load', error: fail() },
    { type: 'user.retry' },
  ].filter((event) => s.can(event as never));
}

export const serializeRequest = (s: HistorySnapshot | ChoicesSnapshot) => JSON.stringify(s.value);
