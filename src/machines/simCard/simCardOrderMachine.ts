import { and, assertEvent, assign, setup, spawnChild } from 'xstate';
import type { PersonRights } from '../../api/authorizedUsers/types';
import {
  SIM_ORDER_OTP_PURPOSE,
  type SimCardLimit,
  type SimCardOrderAnswer,
  type SimCardOrderRequest,
  type SimChangeReason,
  type SimImportResult,
  type SimProduct,
  type SimProductCode,
  type SimReasonCode,
  simOrderReference,
} from '../../api/simCard/types';
import { mayDo } from '../../lib/rights';
import { confirmedWrite, confirmedWriteGuards } from '../shared/confirmedWrite';
import { companyLinesPicker } from '../shared/linePicker/companyLinesPicker';
import { pickLinesMachine } from '../shared/linePicker/pickLines';
import type { PickerLine } from '../shared/linePicker/types';
import { confirmationOtpMachine } from '../shared/otp/confirmationOtp';
import { type OtpOutput, validatedTransactionId } from '../shared/otp/otpMachine';
import { addImported, addPicked, isComplete, type OrderLine, overLimit } from './orderLines';
import { type SimCardSetup, simCardOrderActors } from './simCardActors';

export type { SimCardSetup };

/** How the goods reach the company: its registered address or another one, and who takes them. */
export interface Delivery {
  useCompanyAddress: boolean;
  address: string;
  contactName: string;
}

export interface SimCardOrderContext {
  /** The person's rights (the session's rights child): an order needs the simCard group's Talep. */
  rights: PersonRights | undefined;
  limit: SimCardLimit | undefined;
  products: SimProduct[];
  reasons: SimChangeReason[];
  lines: OrderLine[];
  delivery: Delivery;
  orderNo: string;
  /** The validated SMS code's transaction, sent with the order it was confirmed for. */
  transactionId: string;
  /** The failed order's Turkish message, shown on the confirmation until it is sent again. */
  failure: string | undefined;
}

export type SimCardOrderEvent =
  | { type: 'lines.picked'; lines: PickerLine[] }
  | { type: 'user.setProduct'; msisdn: string; code: SimProductCode | '' }
  | { type: 'user.setReason'; msisdn: string; code: SimReasonCode | '' }
  | { type: 'user.setAll'; productCode?: SimProductCode; reasonCode?: SimReasonCode }
  | { type: 'user.removeLine'; msisdn: string }
  | { type: 'user.clear' }
  | { type: 'user.review' }
  | { type: 'user.back' }
  | { type: 'user.confirm'; delivery: Delivery }
  | { type: 'user.retry' }
  | { type: 'user.newOrder' };

/** The import child's snapshot, as far as this machine reads it. */
interface ImportSnapshotLike {
  hasTag(tag: string): boolean;
  context: { results: readonly { ok: boolean; item?: SimImportResult['item'] }[] };
}

const EMPTY_DELIVERY: Delivery = { useCompanyAddress: true, address: '', contactName: '' };

const failureOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Servis başarısız oldu. Lütfen tekrar deneyiniz.';

/** The order's lines as the create row takes them (only complete lines reach this). */
export function orderBody(
  context: Pick<SimCardOrderContext, 'lines' | 'delivery' | 'transactionId'>,
): SimCardOrderRequest {
  return { ...orderContent(context), transactionId: context.transactionId };
}

/** What the person confirms by SMS: the order without its confirmation. */
function orderContent(
  context: Pick<SimCardOrderContext, 'lines' | 'delivery'>,
): Omit<SimCardOrderRequest, 'transactionId'> {
  const { delivery } = context;
  return {
    lines: context.lines.map((line) => ({
      msisdn: line.msisdn,
      productCode: line.productCode as SimProductCode,
      reasonCode: line.reasonCode as SimReasonCode,
    })),
    useCompanyAddress: delivery.useCompanyAddress,
    ...(delivery.useCompanyAddress ? {} : { address: delivery.address }),
    contactName: delivery.contactName,
  };
}

const mapLine = (lines: OrderLine[], msisdn: string, patch: Partial<OrderLine>) =>
  lines.map((line) => (line.msisdn === msisdn ? { ...line, ...patch } : line));

/** Confirm the order with the SMS code (its reference: the order itself), then create it. */
const order = confirmedWrite({
  code: {
    purpose: SIM_ORDER_OTP_PURPOSE,
    reference: (context: SimCardOrderContext) => simOrderReference(orderContent(context)),
    description:
      'The OTP child confirms the order (its reference: the lines, cards, address and recipient); a cancelled dialog goes back to the confirmation.',
    tags: ['step:confirm'],
    back: { target: 'reviewing' },
  },
  writeState: 'creating',
  write: {
    src: 'createOrder',
    tags: ['step:confirm', 'busy'],
    input: (context, transactionId) => orderBody({ ...context, transactionId }),
  },
  written: {
    target: 'ordered',
    actions: [
      {
        type: 'storeOrderNo',
        params: ({ event }: { event: { output: SimCardOrderAnswer } }) => event.output,
      },
    ],
  },
  writeFailed: {
    target: 'reviewing',
    actions: [{ type: 'storeFailure', params: ({ event }: { event: { error: unknown } }) => event.error }],
  },
});

/**
 * /sim-card (issue 17): the month's limit, the SIM products and change reasons load; the person
 * chooses lines one by one (the line picker) or from a spreadsheet (the import child, whose rows
 * the server checks: the accepted ones join the order, the refused ones keep their reason in the
 * import's results), picks each line's product and reason, reviews the confirmation (count,
 * products, delivery) and confirms with the SMS code (the OTP machine as child, its reference the
 * order itself: issue 37, a SIM swap takes a line over); the order is created and shows in My
 * Orders.
 */
export const simCardOrderMachine = setup({
  types: {
    context: {} as SimCardOrderContext,
    events: {} as SimCardOrderEvent,
    input: {} as { rights: PersonRights | undefined },
  },
  actors: {
    // The real calls and the spreadsheet import (its worker and row check) are the defaults.
    ...simCardOrderActors,
    otp: confirmationOtpMachine,
    // "Hat seç": the picker's lines join the order as lines.picked.
    pickLines: pickLinesMachine(companyLinesPicker, (lines) => ({ type: 'lines.picked' as const, lines })),
  },
  actions: {
    setTransaction: assign({ transactionId: (_, output: OtpOutput) => validatedTransactionId(output) }),
    storeOrderNo: assign((_, answer: SimCardOrderAnswer) => ({ orderNo: answer.orderNo })),
    storeFailure: assign((_, error: unknown) => ({ failure: failureOf(error) })),
    takeImported: assign(({ context }, snapshot: ImportSnapshotLike) => ({
      lines: addImported(
        context.lines,
        snapshot.context.results.flatMap((result) => (result.ok && result.item ? [result.item] : [])),
      ),
    })),
  },
  guards: {
    /** No review, no SMS code and no order without the simCard group's Talep (issue 37). */
    mayRequest: ({ context }) => mayDo(context.rights, 'simCard', 'request'),
    canReview: ({ context }) =>
      context.lines.length > 0 &&
      context.lines.every(isComplete) &&
      overLimit(context.lines, context.limit) === 0,
    importChecked: (_, snapshot: ImportSnapshotLike) =>
      snapshot.hasTag('done') && snapshot.context.results.some((result) => result.ok),
    ...confirmedWriteGuards,
  },
}).createMachine({
  id: 'simCardOrder',
  context: ({ input }) => ({
    rights: input.rights,
    limit: undefined,
    products: [],
    reasons: [],
    lines: [],
    delivery: EMPTY_DELIVERY,
    orderNo: '',
    transactionId: '',
    failure: undefined,
  }),
  entry: spawnChild('pickLines', { id: 'pickLines' }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSetup',
        src: 'loadSetup',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            limit: event.output.limit,
            products: event.output.products,
            reasons: event.output.reasons,
          })),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'user.retry': 'loading' },
    },
    editing: {
      tags: ['step:lines'],
      description: 'Lines are added by the picker or the import child and given a product and a reason.',
      invoke: {
        id: 'import',
        src: 'importer',
        onSnapshot: {
          guard: { type: 'importChecked', params: ({ event }) => event.snapshot as ImportSnapshotLike },
          actions: { type: 'takeImported', params: ({ event }) => event.snapshot as ImportSnapshotLike },
        },
      },
      on: {
        'lines.picked': {
          actions: assign(({ context, event }) => ({
            lines: addPicked(context.lines, event.lines, context.products),
          })),
        },
        'user.setProduct': {
          actions: assign(({ context, event }) => ({
            lines: mapLine(context.lines, event.msisdn, { productCode: event.code }),
          })),
        },
        'user.setReason': {
          actions: assign(({ context, event }) => ({
            lines: mapLine(context.lines, event.msisdn, { reasonCode: event.code }),
          })),
        },
        'user.setAll': {
          actions: assign(({ context, event }) => ({
            lines: context.lines.map((line) => ({
              ...line,
              // A product goes only on the lines it fits; the others keep theirs.
              ...(event.productCode &&
              context.products.find((p) => p.code === event.productCode)?.lineTypes.includes(line.productType)
                ? { productCode: event.productCode }
                : {}),
              ...(event.reasonCode ? { reasonCode: event.reasonCode } : {}),
            })),
          })),
        },
        'user.removeLine': {
          actions: assign(({ context, event }) => ({
            lines: context.lines.filter((line) => line.msisdn !== event.msisdn),
          })),
        },
        'user.clear': { actions: assign({ lines: [] as OrderLine[] }) },
        'user.review': { guard: and(['mayRequest', 'canReview']), target: 'reviewing' },
      },
    },
    reviewing: {
      tags: ['step:confirm'],
      description: 'The confirmation data: count, products, reasons, delivery; nothing is ordered yet.',
      on: {
        'user.back': { target: 'editing', actions: assign({ failure: undefined }) },
        'user.confirm': {
          guard: 'mayRequest',
          target: 'confirmingCode',
          actions: assign(({ event }) => {
            assertEvent(event, 'user.confirm');
            return { delivery: event.delivery, failure: undefined, transactionId: '' };
          }),
        },
      },
    },
    confirmingCode: order.code,
    creating: order.write,
    ordered: {
      tags: ['step:done'],
      on: {
        'user.newOrder': {
          target: 'loading',
          actions: assign({
            lines: [] as OrderLine[],
            delivery: EMPTY_DELIVERY,
            orderNo: '',
            transactionId: '',
            failure: undefined,
          }),
        },
      },
    },
  },
});
