import type { EventObject, SnapshotFrom } from 'xstate';
import type { ContactValidityRequest, TakeOverOrder, TakeOverValidation } from '../../src/api/takeOver/types';
import type { takeOverMachine } from '../../src/machines/takeOver/takeOverMachine';
import type { takeOverOrdersMachine } from '../../src/machines/takeOver/takeOverOrdersMachine';

export type TakeOverSnapshot = SnapshotFrom<typeof takeOverMachine>;
export type OrdersSnapshot = SnapshotFrom<typeof takeOverOrdersMachine>;
type ModelEvent = EventObject & Record<string, unknown>;

export { FAST } from './support/persons';
export const PATHS = {
  contact: '/dc_ccsi/v1/take-over/contact-validity',
  validation: '/dc_ccsi/v1/take-over/orders/:orderId/validation',
  company: '/dc_ccsi/v1/take-over/company-info',
  subscription: '/dc_ccsi/v1/take-over/orders/:orderId/subscription-info',
  tariffOptions: '/dc_ccsi/v1/take-over/orders/:orderId/tariff-options',
  tariff: '/dc_ccsi/v1/take-over/orders/:orderId/tariff',
  preferences: '/dc_ccsi/v1/take-over/orders/:orderId/preferences',
  order: '/dc_ccsi/v1/take-over/orders/:orderId',
  finalize: '/dc_ccsi/v1/take-over/orders/:orderId/finalize',
  mars: '/dc_ccsi/v1/take-over/orders/:orderId/mars',
  list: '/dc_ccsi/v1/take-over/orders',
  status: '/dc_ccsi/v1/take-over/workflows/:workflowInstanceId/status',
};

/**
 * The sandbox's owners (server/takeOver/seed.ts) as the walk uses them: Zeynep Aksoy approved
 * beforehand (her answer is there at once), Mehmet Yılmaz approves after a while, Marmara Yapı
 * refuses after a while, and Hasan Demir's line has an unpaid debt (the check refuses it).
 */
export const REQUESTS = {
  approvedAtOnce: { msisdnList: ['5441000011'], transferorPhone: '5441000011', contactMethod: 'SMS' },
  approvesLater: { msisdnList: ['5441000001'], transferorPhone: '5441000001', contactMethod: 'SMS' },
  refusesLater: { msisdnList: ['5443000010'], transferorPhone: '5443000001', contactMethod: 'SMS' },
  refusedLine: { msisdnList: ['5445000010'], transferorPhone: '5445000001', contactMethod: 'SMS' },
} satisfies Record<string, ContactValidityRequest>;
type RequestName = keyof typeof REQUESTS;

export const requestName = (request: ContactValidityRequest | null): RequestName | undefined =>
  (Object.keys(REQUESTS) as RequestName[]).find(
    (name) => REQUESTS[name].msisdnList[0] === request?.msisdnList[0],
  );

const fail = () => Object.assign(new Error('Servis başarısız oldu.'), { httpStatus: 500, code: '500' });

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
    name: 'Ze**** Ak***',
    contactPhone: '544 *** ** 11',
    contactMethod: 'SMS',
  },
  approval: { status: 'PENDING', requestedAt: '2026-11-25T10:00:00.000Z', message: 'Bekleniyor' },
  lines: [{ msisdn: '5441000011', productType: 'VOICE', currentTariff: 'Süper Paket 10 GB' }],
  nextStep: 'APPROVAL',
  cancellable: true,
};
const approval = (status: 'PENDING' | 'APPROVED' | 'REJECTED'): TakeOverValidation => ({
  orderId: 'TO-1',
  status: 'AWAITING_APPROVAL',
  statusName: 'Onay bekliyor',
  approval: { status, requestedAt: ORDER.createdAt, message: status },
  company: { valid: true },
  lines: [],
  canContinue: status === 'APPROVED',
});
export const TARIFFS = {
  groups: [
    {
      productType: 'VOICE',
      productTypeName: 'Ses hatları',
      msisdnList: ['5441000011'],
      tariffs: [{ id: 'T', name: 'Kurumsal', monthlyFee: 1, description: '' }],
    },
  ],
};
export const SUBSCRIPTION = {
  companyInfoConfirmed: true,
  contactName: 'Can Öztürk',
  contactPhone: '5057654321',
  email: 'can@anadolugida.com.tr',
  invoiceAddress: 'Bornova / İzmir',
};
const PREFERENCES = {
  invoiceType: 'E_INVOICE',
  directoryListing: false,
  campaignSms: false,
  keepLineUsers: true,
};

/** What the approval check answers: at once for Aksoy; for the others, pending until hurried. */
function approvalOutcomes(s: TakeOverSnapshot): TakeOverValidation[] {
  const name = requestName(s.context.request);
  if (name === 'approvedAtOnce') return [approval('APPROVED')];
  const first = s.context.validation === null;
  if (name === 'approvesLater') return first ? [approval('PENDING')] : [approval('APPROVED')];
  if (name === 'refusesLater') return first ? [approval('PENDING')] : [approval('REJECTED')];
  return [];
}

/** Every step a person takes and every answer the sandbox can give, as the state accepts them. */
export function takeOverEvents(s: TakeOverSnapshot): ModelEvent[] {
  const accepted = requestName(s.context.request) !== 'refusedLine';
  const events: ModelEvent[] = [
    ...(Object.keys(REQUESTS) as RequestName[])
      // One refused request is enough; asking again after going back reuses the open order.
      .filter((name) => s.context.orderId === '' || name === 'approvedAtOnce')
      .map((name) => ({ type: 'user.next.lines', request: REQUESTS[name] })),
    accepted
      ? { type: 'xstate.done.actor.checkContact', output: { valid: true, lines: [], order: ORDER } }
      : {
          type: 'xstate.done.actor.checkContact',
          output: { valid: false, message: 'x', lines: [{ msisdn: '5445000010', eligible: false }] },
        },
    { type: 'xstate.error.actor.checkContact', error: fail() },
    ...approvalOutcomes(s).map((output) => ({ type: 'xstate.done.actor.checkApproval', output })),
    { type: 'xstate.error.actor.checkApproval', error: fail() },
    { type: 'xstate.after.approvalPoll.takeOver.approval.waiting' },
    { type: 'user.refresh' },
    { type: 'user.restart', draftId: 'D2' },
    {
      type: 'xstate.done.actor.loadSubscription',
      output: {
        company: {
          corporateNcst: 'C',
          corporateName: 'A',
          taxOffice: 'B',
          taxNumber: '1',
          address: 'X',
          authorizedPerson: 'Y',
        },
        order: ORDER,
      },
    },
    { type: 'xstate.error.actor.loadSubscription', error: fail() },
    { type: 'user.next.subscription', info: SUBSCRIPTION },
    { type: 'xstate.done.actor.saveSubscription', output: ORDER },
    { type: 'xstate.error.actor.saveSubscription', error: fail() },
    { type: 'xstate.done.actor.loadTariffs', output: TARIFFS },
    { type: 'xstate.error.actor.loadTariffs', error: fail() },
    { type: 'user.next.tariff', selections: { '5441000011': 'T' } },
    { type: 'xstate.done.actor.saveTariffs', output: ORDER },
    { type: 'xstate.error.actor.saveTariffs', error: fail() },
    { type: 'user.next.preferences', preferences: PREFERENCES },
    { type: 'xstate.done.actor.savePreferences', output: ORDER },
    { type: 'xstate.error.actor.savePreferences', error: fail() },
    { type: 'xstate.done.actor.loadOrder', output: ORDER },
    { type: 'xstate.error.actor.loadOrder', error: fail() },
    { type: 'user.next.summary' },
    { type: 'xstate.done.actor.otp', output: { status: 'validated', result: {}, transactionId: 'T' } },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
    { type: 'xstate.done.actor.finalize', output: ORDER },
    { type: 'xstate.error.actor.finalize', error: fail() },
    {
      type: 'xstate.done.actor.marsSend',
      output: {
        orderId: 'TO-1',
        status: 'IN_PROGRESS',
        statusName: 'Devir işlemde',
        marsReference: 'M',
        expectedCompletionAt: '2026-11-26T10:00:00.000Z',
      },
    },
    { type: 'xstate.error.actor.marsSend', error: fail() },
    { type: 'user.retry' },
    { type: 'user.back' },
  ];
  // While a call runs the step shows its progress, not its buttons: only the answer comes.
  const busy = s.hasTag('busy');
  return events.filter((event) => s.can(event as never) && !(busy && event.type.startsWith('user.')));
}

export const serializeTakeOver = (s: TakeOverSnapshot) =>
  JSON.stringify({
    value: s.value,
    request: requestName(s.context.request) ?? '',
    order: s.context.orderId !== '',
    approval: s.context.validation?.approval.status ?? '',
    refused: s.context.refusal !== '',
    otp: s.hasTag('otp'),
  });

/** The orders list: load or fail, filter, open a detail, cancel (or not) after confirming. */
export function ordersEvents(s: OrdersSnapshot): ModelEvent[] {
  const cancellable = s.context.orders.find((o) => o.cancellable);
  const events: ModelEvent[] = [
    { type: 'xstate.done.actor.loadOrders', output: { orders: ORDERS, statuses: [] } },
    { type: 'xstate.error.actor.loadOrders', error: fail() },
    { type: 'user.retry' },
    ...(s.context.status === '' ? [{ type: 'user.filter', status: 'AWAITING_APPROVAL' }] : []),
    { type: 'user.open', orderId: s.context.orders[0]?.orderId ?? '' },
    { type: 'xstate.done.actor.loadDetail', output: ORDER },
    { type: 'xstate.error.actor.loadDetail', error: fail() },
    { type: 'user.close' },
    ...(cancellable ? [{ type: 'user.cancel', orderId: cancellable.orderId }] : []),
    { type: 'user.confirm' },
    { type: 'xstate.done.actor.cancelOrder', output: ORDER },
    { type: 'xstate.error.actor.cancelOrder', error: fail() },
  ];
  return events.filter((event) => s.can(event as never));
}

/** Stand-ins for the seeded list: one order waiting for approval (cancellable), one in progress. */
const ORDERS = [
  {
    orderId: 'A',
    workflowInstanceId: 'WF-A',
    orderTypeId: 2,
    orderTypeName: 'Şirketten devir',
    status: 'AWAITING_APPROVAL',
    statusName: 'Onay bekliyor',
    createdAt: ORDER.createdAt,
    transferorName: 'x',
    lineCount: 1,
    cancellable: true,
  },
];

export const serializeOrders = (s: OrdersSnapshot) =>
  JSON.stringify({ value: s.value, status: s.context.status, notice: s.context.notice });
