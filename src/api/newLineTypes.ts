/**
 * Request and response shapes of the new-line rows (src/api/endpoints/newLine.ts), shared by
 * the wizard machine and the sandbox handlers so both sides read one contract.
 */

export type NewLineProductType = 'VOICE' | 'DATA' | 'M2M';
export type SimType = 'PHYSICAL' | 'ESIM';

export const NEW_LINE_PRODUCT_TYPES: readonly NewLineProductType[] = ['VOICE', 'DATA', 'M2M'];

/** OTP purpose of the order confirmation; the sandbox consumes the validation with it. */
export const NEW_LINE_OTP_PURPOSE = 'NEW_LINE_ORDER';

// ---- options (newLineOptions) ----

export interface NewLineOptionsRequest {
  productType: NewLineProductType;
}

export interface TariffOption {
  id: string;
  name: string;
  /** Monthly fee in TL (VAT included). */
  monthlyFee: number;
  description: string;
}

export interface PackageOption {
  id: string;
  name: string;
  monthlyFee: number;
}

export interface NewLineOptions {
  productType: NewLineProductType;
  tariffs: TariffOption[];
  packages: PackageOption[];
  /** Most lines of this type one order may hold. */
  maxLines: number;
}

// ---- numbers (newLineNumberList, newLineNumberReservation) ----

export interface NumberListRequest {
  productTypes: NewLineProductType[];
}

export interface ExistingNumber {
  msisdn: string;
  productType: NewLineProductType;
}

export interface NumberList {
  /** Free numbers of the operator's pool per type, without those others hold reserved. */
  offered: Record<NewLineProductType, string[]>;
  /** The company's own numbers that carry no line yet (hasNumber). */
  existing: ExistingNumber[];
}

export interface ReservationLineRequest {
  lineKey: string;
  productType: NewLineProductType;
  /** Empty when the system chooses (select for me, and always for M2M). */
  msisdn?: string;
}

export interface ReservationRequest {
  lines: ReservationLineRequest[];
  selectVoiceLineForMe: boolean;
  selectDataLineForMe: boolean;
}

export interface NumberReservation {
  reservationId: string;
  expiresInSeconds: number;
  numbers: { lineKey: string; msisdn: string }[];
}

// ---- SIM cards (newLinePhysicalGsmList, newLineFlexibleGsmList, newLineSimValidation) ----

export interface PhysicalSim {
  iccid: string;
}

export interface PhysicalGsmList {
  sims: PhysicalSim[];
}

export interface FlexibleGsmListRequest {
  type: NewLineProductType;
}

export interface EsimProfile {
  iccid: string;
  name: string;
}

/** The flexible (e-SIM) list; an update with a type replaces `productList` only (spec §4). */
export interface FlexibleGsmList {
  type: NewLineProductType | null;
  productList: EsimProfile[];
  /** Profiles per type, kept across updates of another type. */
  byType: Partial<Record<NewLineProductType, EsimProfile[]>>;
}

export interface FlexibleGsmListResponse {
  type: NewLineProductType;
  productList: EsimProfile[];
}

export interface SimAssignment {
  msisdn: string;
  simType: SimType;
  iccid: string;
}

export interface SimValidationRequest {
  sims: SimAssignment[];
}

export interface SimValidationEntry {
  msisdn: string;
  iccid: string;
  simType: SimType;
  valid: boolean;
  /** Turkish reason for an invalid SIM. */
  reason?: string;
}

export interface SimValidationResult {
  simValidationList: SimValidationEntry[];
}

export interface SelectedSimGroup {
  simType: SimType;
  entries: SimAssignment[];
}

// ---- contact, customer, company, preferences, partners ----

export interface ContactValidationRequest {
  contactName: string;
  contactPhone: string;
  email: string;
  m2mContactNumber?: string;
  dataContactNumber?: string;
}

export interface ContactValidationResult {
  IsContactValidated: boolean;
  message?: string;
}

export interface CustomerValidated {
  IsCustomerValidated: boolean;
  message?: string;
}

export interface CompanyInfo {
  corporateNcst: string;
  corporateName: string;
  taxOffice: string;
  taxNumber: string;
  address: string;
}

export interface PreferenceOption {
  id: string;
  label: string;
  defaultOn: boolean;
}

export interface SubscriptionPreferences {
  options: PreferenceOption[];
}

export interface Partner {
  id: string;
  name: string;
  city: string;
}

export interface PartnerList {
  partners: Partner[];
}

// ---- order (newLineCreateOrder, newLineOrderRead/Update, newLineMarsSend, newLineDemandOrder) ----

export interface OrderLineRequest {
  lineKey: string;
  productType: NewLineProductType;
  msisdn: string;
  tariffId: string;
  packageId?: string;
  simType: SimType;
  iccid: string;
}

export interface CreateOrderRequest {
  /** The wizard's draft id: the OTP code was sent for it (its reference). */
  draftId: string;
  transactionId: string;
  hasNumber: boolean;
  reservationId?: string;
  lines: OrderLineRequest[];
  contact: ContactValidationRequest;
  preferences: string[];
  partnerId: string;
}

export interface CreateOrderResponse {
  orderId?: string;
  status: string;
}

export interface NewLineOrder {
  orderId: string;
  status: string;
  title: string;
  createdAt: number;
  lines: {
    msisdn: string;
    productType: NewLineProductType;
    tariffName: string;
    simType: SimType;
    iccid?: string;
  }[];
  details: Record<string, unknown>;
}

export interface OrderUpdateRequest {
  contact?: ContactValidationRequest;
  preferences?: string[];
  partnerId?: string;
}

export interface MarsSendResponse {
  orderId: string;
  status: string;
  marsReference: string;
}

export interface DemandOrder {
  demandNo: string;
  orderId: string;
  status: string;
  createdAt: number;
}
