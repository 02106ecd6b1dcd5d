/**
 * Schemas of the session rows: login and its OTP, session upkeep, terms, corporate selection and
 * the menu. Kept out of types.ts on purpose: the entry chunk imports types.ts, and only the types
 * (re-exported there with `export type`) may reach it, never valibot itself.
 */
import * as v from 'valibot';
import { list, oneOf, optionalText, text } from '../contract/fields';
import { ComponentInfo } from '../entry/types';

// --- Request fields, shared by every OTP confirmation -------------------------------------
/** The OTP transaction a code belongs to. */
export const transactionIdField = text('İşlem numarası', { max: 64 });
export const otpCodeField = text('Doğrulama kodu', {
  pattern: /^\d{6}$/,
  patternMessage: 'Doğrulama kodu 6 haneli bir sayı olmalıdır.',
});
/** A company by its NCST, as the switcher and the default-company buttons send it. */
export const corporateNcstField = text('Şirket numarası', {
  max: 20,
  pattern: /^\d+$/,
  patternMessage: 'Şirket numarası yalnızca rakamlardan oluşmalıdır.',
});

// --- Requests -----------------------------------------------------------------------------
export const LANDING_TYPES = ['APP_INFO', 'PRODUCT', 'COMPONENT_INFO'] as const;
export const LandingRequest = v.object({ type: v.optional(oneOf('Bilgi türü', LANDING_TYPES)) });

export const LoginRequest = v.object({
  userName: text('Kullanıcı adı', { max: 100 }),
  // A password keeps its spaces.
  password: text('Şifre', { max: 200, trim: false }),
});
export type LoginRequest = v.InferInput<typeof LoginRequest>;

/** A code for a transaction: loginToken and validateOtp. */
export const OtpCodeRequest = v.object({ transactionId: transactionIdField, code: otpCodeField });
export type OtpCodeRequest = v.InferInput<typeof OtpCodeRequest>;

/** A new code for a purpose, or the same transaction's code again (`transactionId`). */
export const SendOtpRequest = v.object({
  transactionId: optionalText('İşlem numarası', { max: 64 }),
  purpose: optionalText('İşlem amacı', {
    max: 50,
    pattern: /^[A-Z][A-Z0-9_]*$/,
    patternMessage: 'İşlem amacı büyük harf, rakam ve alt çizgiden oluşmalıdır.',
  }),
  reference: optionalText('İşlem referansı', { max: 200 }),
});
export type SendOtpRequest = v.InferInput<typeof SendOtpRequest>;

export const OtpTransactionRequest = v.object({ transactionId: transactionIdField });

export const TermsConfirmRequest = v.object({
  termIds: list('Onaylanan belgeler', text('Belge numarası', { max: 64 }), 50),
});
export type TermsConfirmRequest = v.InferInput<typeof TermsConfirmRequest>;

export const CorporateRequest = v.object({ corporateNcst: corporateNcstField });
export type CorporateRequest = v.InferInput<typeof CorporateRequest>;

// --- Answers ------------------------------------------------------------------------------
export interface MenuItem {
  id: string;
  title: string;
  url: string;
  children?: MenuItem[];
}
export const MenuItem: v.GenericSchema<MenuItem> = v.object({
  id: v.string(),
  title: v.string(),
  url: v.string(),
  children: v.optional(v.array(v.lazy(() => MenuItem))),
});

export const EasyLoginCorporate = v.object({
  corporateNcst: v.string(),
  corporateId: v.optional(v.string()),
  corporateName: v.string(),
  defaultCompany: v.boolean(),
});
export type EasyLoginCorporate = v.InferOutput<typeof EasyLoginCorporate>;

/** Login response of spec §3 (returned by `loginToken` and `changeCorporate`). */
export const LoginResponse = v.object({
  pageToken: v.string(),
  customerMenu: v.array(MenuItem),
  customerSurveyDisplayed: v.boolean(),
  easyLoginCorporateList: v.array(EasyLoginCorporate),
  userFullname: v.string(),
  corporateName: v.string(),
  corporateNcst: v.string(),
  customerNcst: v.string(),
  companySegment: v.string(),
  voiceProduct: v.optional(v.boolean()),
  dataProduct: v.optional(v.boolean()),
  m2mProduct: v.optional(v.boolean()),
  authorizedPersonType: v.string(),
  productId: v.number(),
  isTermApproved: v.boolean(),
  /** The customer manager working on the person's behalf (customer-to-login); absent otherwise. */
  customerManagerName: v.optional(v.string()),
});
export type LoginResponse = v.InferOutput<typeof LoginResponse>;

/** Reply of `login` and `sendOtp`: an OTP was written to the SMS outbox. */
export const OtpChallenge = v.object({
  transactionId: v.string(),
  maskedMsisdn: v.string(),
  expiresInSeconds: v.number(),
  resendInSeconds: v.number(),
});
export type OtpChallenge = v.InferOutput<typeof OtpChallenge>;

export const TermsDocument = v.object({
  id: v.string(),
  title: v.string(),
  version: v.string(),
  paragraphs: v.array(v.string()),
});
export type TermsDocument = v.InferOutput<typeof TermsDocument>;

export const SessionControlResponse = v.object({ active: v.boolean(), idleSecondsLeft: v.number() });
export type SessionControlResponse = v.InferOutput<typeof SessionControlResponse>;

export const AntiForgeryToken = v.object({ token: v.string() });

/** `landing` answers the application's info, its product types or its components by `type`. */
export const LandingInfo = v.union([
  v.object({ appName: v.string(), environment: v.string(), version: v.string(), buildDate: v.string() }),
  v.object({ products: v.array(v.object({ productType: v.string(), title: v.string() })) }),
  // COMPONENT_INFO: the same list as the landingComponentInfo row.
  ComponentInfo,
]);

export const LoggedOut = v.object({ loggedOut: v.literal(true) });
export const LoginLink = v.object({ url: v.string() });
export const OtpValidated = v.object({ validated: v.literal(true) });
export const OtpLifetime = v.object({ expiresInSeconds: v.number() });
export const TermsList = v.object({ terms: v.array(TermsDocument) });
export const TermsApproved = v.object({ approved: v.literal(true) });
export const CorporateList = v.object({ easyLoginCorporateList: v.array(EasyLoginCorporate) });
export const MenuRefresh = v.object({ customerMenu: v.array(MenuItem) });
