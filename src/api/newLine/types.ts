/**
 * Schemas and types of the new-line rows (src/api/newLine/rows.ts), shared by the wizard
 * machine and the sandbox handlers so both sides read one contract. Request fields carry their
 * Turkish names (contract/fields.ts), so a refusal names the field the way the form does.
 */
import * as v from 'valibot';
import { flag, list, mobileNumberProblem, oneOf, optional, optionalText, text } from '../contract/fields';
import { OrderLine } from '../orders/types';

export const NEW_LINE_PRODUCT_TYPES = ['VOICE', 'DATA', 'M2M'] as const;
export const SIM_TYPES = ['PHYSICAL', 'ESIM'] as const;
export type NewLineProductType = (typeof NEW_LINE_PRODUCT_TYPES)[number];
export type SimType = (typeof SIM_TYPES)[number];

/** OTP purpose of the order confirmation; the sandbox consumes the validation with it. */
export const NEW_LINE_OTP_PURPOSE = 'NEW_LINE_ORDER';

/** At most this many lines travel in one request (the options allow five per type). */
const MAX_LINES = 50;
const MOBILE = /^5\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const mobile = (label: string) => ({
  pattern: MOBILE,
  patternMessage: mobileNumberProblem(label),
});

const productTypeField = (label = 'Ürün türü') => oneOf(label, NEW_LINE_PRODUCT_TYPES);
const productType = v.picklist(NEW_LINE_PRODUCT_TYPES);
const simType = v.picklist(SIM_TYPES);
const lineKey = text('Hat anahtarı', { max: 40 });
const msisdnField = text('Numara', { max: 15 });
const iccidField = text('SIM kart seri numarası', { max: 25 });

// ---- options (newLineOptions) ----

export const NewLineOptionsRequest = v.object({ productType: productTypeField() });
export type NewLineOptionsRequest = v.InferInput<typeof NewLineOptionsRequest>;

export const TariffOption = v.object({
  id: v.string(),
  name: v.string(),
  /** Monthly fee in TL (VAT included). */
  monthlyFee: v.number(),
  description: v.string(),
});
export type TariffOption = v.InferOutput<typeof TariffOption>;

export const PackageOption = v.object({ id: v.string(), name: v.string(), monthlyFee: v.number() });
export type PackageOption = v.InferOutput<typeof PackageOption>;

export const NewLineOptions = v.object({
  productType,
  tariffs: v.array(TariffOption),
  packages: v.array(PackageOption),
  /** Most lines of this type one order may hold. */
  maxLines: v.number(),
});
export type NewLineOptions = v.InferOutput<typeof NewLineOptions>;

// ---- numbers (newLineNumberList, newLineNumberReservation) ----

export const NumberListRequest = v.object({
  productTypes: list('Ürün türleri', productTypeField(), NEW_LINE_PRODUCT_TYPES.length),
});
export type NumberListRequest = v.InferInput<typeof NumberListRequest>;

export const ExistingNumber = v.object({ msisdn: v.string(), productType });
export type ExistingNumber = v.InferOutput<typeof ExistingNumber>;

const numbers = v.array(v.string());
export const NumberList = v.object({
  /** Free numbers of the operator's pool per type, without those others hold reserved. */
  offered: v.object({ VOICE: numbers, DATA: numbers, M2M: numbers }),
  /** The company's own numbers that carry no line yet (hasNumber). */
  existing: v.array(ExistingNumber),
});
export type NumberList = v.InferOutput<typeof NumberList>;

export const ReservationLineRequest = v.pipe(
  v.object({
    lineKey,
    productType: productTypeField(),
    /** Empty when the system chooses (select for me, and always for M2M). */
    msisdn: optionalText('Numara', { max: 15 }),
  }),
  v.title('Hat'),
);
export type ReservationLineRequest = v.InferInput<typeof ReservationLineRequest>;

export const ReservationRequest = v.object({
  lines: list('Hatlar', ReservationLineRequest, MAX_LINES),
  selectVoiceLineForMe: flag('Ses hattı numaralarını sistem seçsin'),
  selectDataLineForMe: flag('Veri hattı numaralarını sistem seçsin'),
});
export type ReservationRequest = v.InferInput<typeof ReservationRequest>;

export const NumberReservation = v.object({
  reservationId: v.string(),
  expiresInSeconds: v.number(),
  numbers: v.array(v.object({ lineKey: v.string(), msisdn: v.string() })),
});
export type NumberReservation = v.InferOutput<typeof NumberReservation>;

// ---- SIM cards (newLinePhysicalGsmList, newLineFlexibleGsmList, newLineSimValidation) ----

export const PhysicalSim = v.object({ iccid: v.string() });
export type PhysicalSim = v.InferOutput<typeof PhysicalSim>;

export const PhysicalGsmList = v.object({ sims: v.array(PhysicalSim) });
export type PhysicalGsmList = v.InferOutput<typeof PhysicalGsmList>;

export const FlexibleGsmListRequest = v.object({ type: productTypeField() });
export type FlexibleGsmListRequest = v.InferInput<typeof FlexibleGsmListRequest>;

export const EsimProfile = v.object({ iccid: v.string(), name: v.string() });
export type EsimProfile = v.InferOutput<typeof EsimProfile>;

export const FlexibleGsmListResponse = v.object({ type: productType, productList: v.array(EsimProfile) });
export type FlexibleGsmListResponse = v.InferOutput<typeof FlexibleGsmListResponse>;

/** The wizard's flexible (e-SIM) list; an update with a type replaces `productList` only (spec §4). */
export interface FlexibleGsmList {
  type: NewLineProductType | null;
  productList: EsimProfile[];
  /** Profiles per type, kept across updates of another type. */
  byType: Partial<Record<NewLineProductType, EsimProfile[]>>;
}

export const SimAssignment = v.pipe(
  v.object({ msisdn: msisdnField, simType: oneOf('SIM türü', SIM_TYPES), iccid: iccidField }),
  v.title('SIM kart'),
);
export type SimAssignment = v.InferOutput<typeof SimAssignment>;

export const SimValidationRequest = v.object({ sims: list('SIM kartlar', SimAssignment, MAX_LINES) });
export type SimValidationRequest = v.InferInput<typeof SimValidationRequest>;

export const SimValidationEntry = v.object({
  msisdn: v.string(),
  iccid: v.string(),
  simType,
  valid: v.boolean(),
  /** Turkish reason for an invalid SIM. */
  reason: v.optional(v.string()),
});
export type SimValidationEntry = v.InferOutput<typeof SimValidationEntry>;

export const SimValidationResult = v.object({ simValidationList: v.array(SimValidationEntry) });
export type SimValidationResult = v.InferOutput<typeof SimValidationResult>;

export interface SelectedSimGroup {
  simType: SimType;
  entries: SimAssignment[];
}

// ---- contact, customer, company, preferences, partners ----

export const ContactValidationRequest = v.object({
  contactName: text('Yetkili adı soyadı', { max: 100 }),
  contactPhone: text('Cep telefonu', mobile('Cep telefonu')),
  email: text('E-posta', {
    max: 120,
    pattern: EMAIL,
    patternMessage: 'E-posta geçerli bir e-posta adresi olmalıdır.',
  }),
  m2mContactNumber: optionalText('M2M iletişim numarası', mobile('M2M iletişim numarası')),
  dataContactNumber: optionalText('Veri hattı iletişim numarası', mobile('Veri hattı iletişim numarası')),
});
export type ContactValidationRequest = v.InferOutput<typeof ContactValidationRequest>;

export const ContactValidationResult = v.object({
  IsContactValidated: v.boolean(),
  message: v.optional(v.string()),
});
export type ContactValidationResult = v.InferOutput<typeof ContactValidationResult>;

export const CustomerValidated = v.object({
  IsCustomerValidated: v.boolean(),
  message: v.optional(v.string()),
});
export type CustomerValidated = v.InferOutput<typeof CustomerValidated>;

export const CompanyInfo = v.object({
  corporateNcst: v.string(),
  corporateName: v.string(),
  taxOffice: v.string(),
  taxNumber: v.string(),
  address: v.string(),
});
export type CompanyInfo = v.InferOutput<typeof CompanyInfo>;

export const PreferenceOption = v.object({ id: v.string(), label: v.string(), defaultOn: v.boolean() });
export type PreferenceOption = v.InferOutput<typeof PreferenceOption>;

export const SubscriptionPreferences = v.object({ options: v.array(PreferenceOption) });
export type SubscriptionPreferences = v.InferOutput<typeof SubscriptionPreferences>;

export const Partner = v.object({ id: v.string(), name: v.string(), city: v.string() });
export type Partner = v.InferOutput<typeof Partner>;

export const PartnerList = v.object({ partners: v.array(Partner) });
export type PartnerList = v.InferOutput<typeof PartnerList>;

// ---- order (newLineCreateOrder, newLineOrderRead/Update, newLineMarsSend, newLineDemandOrder) ----

export const OrderLineRequest = v.pipe(
  v.object({
    lineKey,
    productType: productTypeField(),
    msisdn: msisdnField,
    tariffId: text('Tarife', { max: 40 }),
    packageId: optionalText('Ek paket', { max: 40 }),
    simType: oneOf('SIM türü', SIM_TYPES),
    iccid: iccidField,
  }),
  v.title('Hat'),
);
export type OrderLineRequest = v.InferOutput<typeof OrderLineRequest>;

const contactField = v.pipe(ContactValidationRequest, v.title('İletişim bilgileri'));
const preferenceIds = list('Abonelik tercihleri', text('Abonelik tercihi', { max: 40 }), 10);
const partnerId = text('Teslimat noktası', { max: 40 });

export const CreateOrderRequest = v.object({
  /** The wizard's draft id: the OTP code was sent for it (its reference). */
  draftId: text('Taslak numarası', { max: 64 }),
  transactionId: text('Doğrulama işlem numarası', { max: 64 }),
  hasNumber: flag('Şirketin kullanılmayan numaraları'),
  reservationId: optionalText('Rezervasyon numarası', { max: 64 }),
  lines: list('Hatlar', OrderLineRequest, MAX_LINES),
  contact: contactField,
  preferences: preferenceIds,
  partnerId,
});
export type CreateOrderRequest = v.InferInput<typeof CreateOrderRequest>;

export const CreateOrderResponse = v.object({ orderId: v.optional(v.string()), status: v.string() });
export type CreateOrderResponse = v.InferOutput<typeof CreateOrderResponse>;

export const NewLineOrder = v.object({
  orderId: v.string(),
  status: v.string(),
  title: v.string(),
  createdAt: v.number(),
  lines: v.array(OrderLine),
  details: v.record(v.string(), v.unknown()),
});
export type NewLineOrder = v.InferOutput<typeof NewLineOrder>;

export const OrderUpdateRequest = v.object({
  contact: optional('İletişim bilgileri', ContactValidationRequest),
  preferences: optional('Abonelik tercihleri', preferenceIds),
  partnerId: optional('Teslimat noktası', partnerId),
});
export type OrderUpdateRequest = v.InferInput<typeof OrderUpdateRequest>;

export const MarsSendResponse = v.object({
  orderId: v.string(),
  status: v.string(),
  marsReference: v.string(),
});
export type MarsSendResponse = v.InferOutput<typeof MarsSendResponse>;

export const DemandOrderQuery = v.object({ orderId: text('Sipariş numarası', { max: 40 }) });
export type DemandOrderQuery = v.InferInput<typeof DemandOrderQuery>;

export const DemandOrder = v.object({
  demandNo: v.string(),
  orderId: v.string(),
  status: v.string(),
  createdAt: v.number(),
});
export type DemandOrder = v.InferOutput<typeof DemandOrder>;
