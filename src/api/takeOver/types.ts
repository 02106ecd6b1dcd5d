/**
 * Schemas and types of the take-over rows (src/api/takeOver/rows.ts), shared by the wizard
 * and the sandbox. A take-over order is a record on the server that the wizard fills step by
 * step: the contact validity check creates it with the lines and the transferring party, the
 * later steps write subscription info, tariffs and preferences to it, finalize confirms it with
 * an OTP and mars send starts the transfer. Request fields carry Turkish names (contract/fields.ts).
 */
import * as v from 'valibot';
import {
  emailAddress,
  flag,
  list,
  mobileNumber,
  oneOf,
  optional,
  optionalText,
  queryInt,
  text,
} from '../contract/fields';
import { TariffOption } from '../newLine/types';

/** OTP purpose of the finalize step; the code's reference is the order id. */
export const TAKE_OVER_OTP_PURPOSE = 'TAKE_OVER';

/** Most lines one take-over order may hold. */
export const MAX_TAKE_OVER_LINES = 20;

export const TAKE_OVER_STATUSES = [
  'AWAITING_APPROVAL',
  'APPROVED',
  'FINALIZED',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
  'REJECTED',
] as const;
export type TakeOverStatus = (typeof TAKE_OVER_STATUSES)[number];

export const CONTACT_METHODS = ['SMS', 'CALL'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];

export const OWNER_TYPES = ['PERSON', 'COMPANY'] as const;
export type OwnerType = (typeof OWNER_TYPES)[number];

/** Lines that can be taken over are people's lines: voice and mobile data. */
export const TAKE_OVER_PRODUCT_TYPES = ['VOICE', 'DATA'] as const;
export type TakeOverProductType = (typeof TAKE_OVER_PRODUCT_TYPES)[number];

/** Order types of the list's orderTypeId: from a person (1) or from a company (2). */
export const TAKE_OVER_ORDER_TYPES = { PERSON: 1, COMPANY: 2 } as const satisfies Record<OwnerType, number>;

export const INVOICE_TYPES = ['E_INVOICE', 'PAPER'] as const;

/** Why a line cannot be taken over (each comes with a Turkish sentence). */
export const LINE_REFUSALS = [
  'NOT_FOUND',
  'OWN_LINE',
  'UNPAID_DEBT',
  'LEGAL_HOLD',
  'IN_OTHER_TAKE_OVER',
  'TWICE',
] as const;
export type LineRefusal = (typeof LINE_REFUSALS)[number];

/** The next thing the wizard has to do for an order, so a resumed wizard opens there. */
export const TAKE_OVER_STEPS = [
  'APPROVAL',
  'SUBSCRIPTION_INFO',
  'TARIFF',
  'PREFERENCES',
  'SUMMARY',
  'MARS',
  'DONE',
] as const;

/** ISO 8601 instant. */
const instant = v.pipe(v.string(), v.isoTimestamp());
const productType = v.picklist(TAKE_OVER_PRODUCT_TYPES);
const ownerType = v.picklist(OWNER_TYPES);
const status = v.picklist(TAKE_OVER_STATUSES);
const contactMethod = v.picklist(CONTACT_METHODS);

// ---- lines and the transferring party (takeOverContactValidity) ----

export const ContactValidityRequest = v.object({
  /** An open order of this wizard: its lines and check are replaced instead of a new order. */
  orderId: optionalText('Devir sipariş numarası', { max: 40 }),
  msisdnList: v.pipe(
    list('Devredilecek hatlar', mobileNumber('Devredilecek hat numarası'), MAX_TAKE_OVER_LINES),
    v.minLength(1, 'En az bir hat numarası girin.'),
  ),
  /** The number the transferring party is reached on; it must be their registered one. */
  transferorPhone: mobileNumber('Devredenin iletişim numarası'),
  contactMethod: oneOf('Onay yöntemi', CONTACT_METHODS),
});
export type ContactValidityRequest = v.InferInput<typeof ContactValidityRequest>;

export const LineCheck = v.object({
  msisdn: v.string(),
  /** Absent for a number the sandbox does not know. */
  productType: v.optional(productType),
  ownerType: v.optional(ownerType),
  /** Masked ("Me**** Yı****"): the current owner is another customer. */
  ownerName: v.optional(v.string()),
  currentTariff: v.optional(v.string()),
  eligible: v.boolean(),
  reasonCode: v.optional(v.picklist(LINE_REFUSALS)),
  reason: v.optional(v.string()),
});
export type LineCheck = v.InferOutput<typeof LineCheck>;

export const Transferor = v.object({
  ownerType,
  /** Masked name of the current owner. */
  name: v.string(),
  /** Masked registered contact number ("544 *** ** 01"). */
  contactPhone: v.string(),
  contactMethod,
});
export type Transferor = v.InferOutput<typeof Transferor>;

export const Approval = v.object({
  status: v.picklist(['PENDING', 'APPROVED', 'REJECTED']),
  requestedAt: instant,
  /** When the answer arrived; absent while pending. */
  answeredAt: v.optional(instant),
  /** While pending: seconds until the sandbox's simulated answer (the portal polls). */
  waitSeconds: v.optional(v.number()),
  message: v.string(),
});
export type Approval = v.InferOutput<typeof Approval>;

export const OrderLineState = v.object({
  msisdn: v.string(),
  productType,
  currentTariff: v.string(),
  /** The chosen tariff, once the tariff step is done. */
  tariffId: v.optional(v.string()),
  tariffName: v.optional(v.string()),
  monthlyFee: v.optional(v.number()),
});
export type OrderLineState = v.InferOutput<typeof OrderLineState>;

export const SubscriptionInfo = v.object({
  companyInfoConfirmed: flag('Şirket bilgilerinin onayı'),
  contactName: text('Yetkili adı soyadı', { max: 100 }),
  contactPhone: mobileNumber('Yetkili cep telefonu'),
  email: emailAddress('E-posta'),
  invoiceAddress: text('Fatura adresi', { max: 250 }),
});
export type SubscriptionInfoRequest = v.InferInput<typeof SubscriptionInfo>;
export type SubscriptionInfo = v.InferOutput<typeof SubscriptionInfo>;

export const Preferences = v.object({
  invoiceType: oneOf('Fatura türü', INVOICE_TYPES),
  directoryListing: flag('Rehber kaydı'),
  campaignSms: flag('Kampanya bildirimleri'),
  keepLineUsers: flag('Hat kullanıcılarını koru'),
});
export type PreferencesRequest = v.InferInput<typeof Preferences>;
export type Preferences = v.InferOutput<typeof Preferences>;

export const TakeOverOrder = v.object({
  orderId: v.string(),
  workflowInstanceId: v.string(),
  orderTypeId: v.number(),
  orderTypeName: v.string(),
  status,
  statusName: v.string(),
  createdAt: instant,
  updatedAt: instant,
  transferor: Transferor,
  approval: Approval,
  lines: v.array(OrderLineState),
  subscriptionInfo: v.optional(SubscriptionInfo),
  preferences: v.optional(Preferences),
  /** Sum of the chosen tariffs' monthly fees in TL, once every line has one. */
  monthlyTotal: v.optional(v.number()),
  nextStep: v.picklist(TAKE_OVER_STEPS),
  /** Whether the order may still be cancelled (the transfer has not started). */
  cancellable: v.boolean(),
  marsReference: v.optional(v.string()),
  sentAt: v.optional(instant),
  /** After mars send: when the transfer completes (the sandbox's simulated operator). */
  expectedCompletionAt: v.optional(instant),
});
export type TakeOverOrder = v.InferOutput<typeof TakeOverOrder>;

export const ContactValidityResult = v.object({
  /** True when every line can be taken over and the contact is the owner's: `order` is then set. */
  valid: v.boolean(),
  /** Why the whole request was refused (e.g. lines of different owners), when it was. */
  message: v.optional(v.string()),
  lines: v.array(LineCheck),
  order: v.optional(TakeOverOrder),
});
export type ContactValidityResult = v.InferOutput<typeof ContactValidityResult>;

// ---- company info and validation ----

export const TakeOverCompanyInfo = v.object({
  corporateNcst: v.string(),
  corporateName: v.string(),
  taxOffice: v.string(),
  taxNumber: v.string(),
  address: v.string(),
  authorizedPerson: v.string(),
});
export type TakeOverCompanyInfo = v.InferOutput<typeof TakeOverCompanyInfo>;

export const TakeOverValidation = v.object({
  orderId: v.string(),
  status,
  statusName: v.string(),
  approval: Approval,
  company: v.object({ valid: v.boolean(), message: v.optional(v.string()) }),
  /** Each line checked again now (another order may have taken it meanwhile). */
  lines: v.array(LineCheck),
  /** True when the wizard may go on to the subscription step. */
  canContinue: v.boolean(),
  /** Why not, when it may not. */
  message: v.optional(v.string()),
});
export type TakeOverValidation = v.InferOutput<typeof TakeOverValidation>;

// ---- tariffs ----

export const TariffOptionsRequest = v.object({
  productType: optional('Hat türü', oneOf('Hat türü', TAKE_OVER_PRODUCT_TYPES)),
});
export type TariffOptionsRequest = v.InferInput<typeof TariffOptionsRequest>;

export const TariffGroup = v.object({
  productType,
  productTypeName: v.string(),
  /** The order's lines of this type. */
  msisdnList: v.array(v.string()),
  tariffs: v.array(TariffOption),
});
export type TariffGroup = v.InferOutput<typeof TariffGroup>;

export const TariffOptions = v.object({ groups: v.array(TariffGroup) });
export type TariffOptions = v.InferOutput<typeof TariffOptions>;

export const TariffRequest = v.object({
  selections: v.pipe(
    list(
      'Tarife seçimleri',
      v.pipe(
        v.object({ msisdn: mobileNumber('Hat numarası'), tariffId: text('Tarife', { max: 40 }) }),
        v.title('Tarife seçimi'),
      ),
      MAX_TAKE_OVER_LINES,
    ),
    v.minLength(1, 'Her hat için bir tarife seçin.'),
  ),
});
export type TariffRequest = v.InferInput<typeof TariffRequest>;

// ---- finalize, mars, status ----

export const FinalizeRequest = v.object({
  /** The validated OTP transaction whose reference is the order id (purpose TAKE_OVER). */
  transactionId: text('Doğrulama işlem numarası', { max: 64 }),
});
export type FinalizeRequest = v.InferInput<typeof FinalizeRequest>;

export const TakeOverMarsResult = v.object({
  orderId: v.string(),
  status,
  statusName: v.string(),
  marsReference: v.string(),
  expectedCompletionAt: instant,
});
export type TakeOverMarsResult = v.InferOutput<typeof TakeOverMarsResult>;

export const UpdateStatusRequest = v.object({
  status: oneOf('Yeni durum', TAKE_OVER_STATUSES),
  reason: optionalText('Açıklama', { max: 250 }),
});
export type UpdateStatusRequest = v.InferInput<typeof UpdateStatusRequest>;

export const StatusInfo = v.object({
  code: status,
  name: v.string(),
  description: v.string(),
  /** No further change happens to an order in a final status. */
  final: v.boolean(),
  /** The customer may cancel an order in this status. */
  cancellable: v.boolean(),
});
export type StatusInfo = v.InferOutput<typeof StatusInfo>;

export const StatusList = v.object({ statuses: v.array(StatusInfo) });
export type StatusList = v.InferOutput<typeof StatusList>;

// ---- order list ----

export const OrderListQuery = v.object({
  orderTypeId: optional('Sipariş türü', queryInt('Sipariş türü', { min: 1, max: 2 })),
  status: optional('Sipariş durumu', oneOf('Sipariş durumu', TAKE_OVER_STATUSES)),
});
export type OrderListQuery = v.InferInput<typeof OrderListQuery>;

export const OrderSummary = v.object({
  orderId: v.string(),
  workflowInstanceId: v.string(),
  orderTypeId: v.number(),
  orderTypeName: v.string(),
  status,
  statusName: v.string(),
  createdAt: instant,
  transferorName: v.string(),
  lineCount: v.number(),
  cancellable: v.boolean(),
});
export type OrderSummary = v.InferOutput<typeof OrderSummary>;

export const OrderList = v.object({ orders: v.array(OrderSummary) });
export type OrderList = v.InferOutput<typeof OrderList>;
