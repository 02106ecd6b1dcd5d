/**
 * Schemas and types of the customer-manager (portfolio manager) rows: spec §3 "customer-manager
 * portfolio", §6 "customer managers", §7 their six rows.
 *
 * A customer manager is operator staff, not a company user: they sign in with a password and a
 * captcha, then an SMS code sent to their registered phone (issue 37: a person who can act for
 * many companies needs a second factor), and get a manager token of their own (no company
 * session, no pageToken). Every
 * manager row carries that token in its body, so the company session's header and the manager's
 * session never mix. customerToLogin answers a normal login response for a company session that
 * records the manager, which the portal adopts as if the authorized person had signed in.
 */
import * as v from 'valibot';
import { num, oneOf, optional, optionalText, pageOffset, text } from '../contract/fields';

export const PORTFOLIO_TYPES = ['PRIMARY', 'SECONDARY'] as const;
export type PortfolioType = (typeof PORTFOLIO_TYPES)[number];

/** One page of the portfolio holds at most this many companies. */
export const MAX_PORTFOLIO_PAGE = 50;

const managerToken = text('Yönetici oturumu', {
  max: 64,
  pattern: /^[0-9a-f]{64}$/,
  patternMessage: 'Yönetici oturumu geçersiz. Lütfen yeniden giriş yapın.',
});
const corporateNcst = text('Şirket numarası', {
  max: 20,
  pattern: /^\d+$/,
  patternMessage: 'Şirket numarası yalnızca rakamlardan oluşmalıdır.',
});

/** The OTP purpose of the manager's second factor (server/otp.ts OTP_PURPOSES). */
export const MANAGER_LOGIN_PURPOSE = 'MANAGER_LOGIN';

/**
 * A captcha is an image, or on request a written question for people who cannot see it; both
 * are answered with one number, and neither carries its answer as text.
 */
export const CAPTCHA_KINDS = ['image', 'text'] as const;
export type CaptchaKind = (typeof CAPTCHA_KINDS)[number];

// --- Requests -----------------------------------------------------------------------------
export const CaptchaRequest = v.object({
  kind: optional('Güvenlik sorusu türü', oneOf('Güvenlik sorusu türü', CAPTCHA_KINDS)),
});
export type CaptchaRequest = v.InferInput<typeof CaptchaRequest>;

export const ManagerLoginRequest = v.object({
  userName: text('Kullanıcı adı', { max: 100 }),
  // A password keeps its spaces.
  password: text('Şifre', { max: 200, trim: false }),
  captchaId: text('Güvenlik kodu numarası', { max: 64 }),
  captchaAnswer: text('Güvenlik kodu', {
    max: 10,
    pattern: /^\d+$/,
    patternMessage: 'Güvenlik kodu yalnızca rakamlardan oluşmalıdır.',
  }),
});
export type ManagerLoginRequest = v.InferInput<typeof ManagerLoginRequest>;

export const PortfolioFilter = v.object({
  segment: optionalText('Segment', { max: 40 }),
  city: optionalText('Şehir', { max: 40 }),
  /** A company name or its customer number, any part of it. */
  text: optionalText('Arama', { max: 100 }),
});
export type PortfolioFilter = v.InferInput<typeof PortfolioFilter>;

export const PortfolioRequest = v.object({
  managerToken,
  portfolioType: oneOf('Portföy türü', PORTFOLIO_TYPES),
  filter: optional('Filtre', PortfolioFilter),
  offset: pageOffset('Başlangıç'),
  limit: num('Sayfa boyutu', { integer: true, min: 1, max: MAX_PORTFOLIO_PAGE }),
});
export type PortfolioRequest = v.InferInput<typeof PortfolioRequest>;

export const AuthorizedPersonRequest = v.object({
  managerToken,
  corporateNcst,
  authorizedPersonType: optionalText('Yetkili türü', { max: 40 }),
});
export type AuthorizedPersonRequest = v.InferInput<typeof AuthorizedPersonRequest>;

export const RoleFilterRequest = v.object({ managerToken, corporateNcst });
export type RoleFilterRequest = v.InferInput<typeof RoleFilterRequest>;

export const CustomerToLoginRequest = v.object({
  managerToken,
  corporateNcst,
  userId: num('Yetkili kişi', { integer: true, min: 1 }),
});
export type CustomerToLoginRequest = v.InferInput<typeof CustomerToLoginRequest>;

// --- Answers ------------------------------------------------------------------------------
/**
 * The captcha: a sum drawn as an SVG by the sandbox (a data URL, no text in it), or the written
 * alternative, a question a person answers by reading and counting (never the sum spelt out,
 * which a script would read straight off the page).
 */
export const Captcha = v.variant('kind', [
  v.object({
    kind: v.literal('image'),
    captchaId: v.string(),
    image: v.string(),
    expiresInSeconds: v.number(),
  }),
  v.object({
    kind: v.literal('text'),
    captchaId: v.string(),
    question: v.string(),
    expiresInSeconds: v.number(),
  }),
]);
export type Captcha = v.InferOutput<typeof Captcha>;

/**
 * customerManagerLogin's answer: the right password and captcha send an SMS code to the
 * manager's registered phone; this is its challenge (the OTP machine's input).
 */
export const ManagerLoginChallenge = v.object({
  transactionId: v.string(),
  maskedMsisdn: v.string(),
  expiresInSeconds: v.number(),
  resendInSeconds: v.number(),
});
export type ManagerLoginChallenge = v.InferOutput<typeof ManagerLoginChallenge>;

/** customerManagerToken's answer: the manager's session, only after the SMS code. */
export const ManagerLogin = v.object({
  managerToken: v.string(),
  managerName: v.string(),
});
export type ManagerLogin = v.InferOutput<typeof ManagerLogin>;

/** One authorized person in a portfolio entry's official list (spec §3 officialList). */
export const Official = v.object({
  fullName: v.string(),
  roleLabel: v.string(),
});
export type Official = v.InferOutput<typeof Official>;

export const PortfolioCompany = v.object({
  corporateNcst: v.string(),
  customerNcst: v.string(),
  /** The number people quote ("Müşteri no"), the same on every screen (the company profile). */
  customerNumber: v.string(),
  corporateName: v.string(),
  segment: v.string(),
  city: v.string(),
  portfolioType: v.picklist(PORTFOLIO_TYPES),
  lineCount: v.number(),
  /** The first few authorized persons, by name; the full list opens with the company. */
  officialList: v.array(Official),
  /** How many authorized persons the company has: the length of its full list. */
  officialCount: v.number(),
});
export type PortfolioCompany = v.InferOutput<typeof PortfolioCompany>;

export const PortfolioPage = v.object({
  managerName: v.string(),
  items: v.array(PortfolioCompany),
  total: v.number(),
  /** How many companies each portfolio holds, for the tabs. */
  counts: v.object({ PRIMARY: v.number(), SECONDARY: v.number() }),
  /** The filter choices of the manager's whole portfolio. */
  segments: v.array(v.string()),
  cities: v.array(v.string()),
});
export type PortfolioPage = v.InferOutput<typeof PortfolioPage>;

export const AuthorizedPerson = v.object({
  userId: v.number(),
  fullName: v.string(),
  authorizedPersonType: v.string(),
  roleLabel: v.string(),
  fullAuthority: v.boolean(),
  /** How many operation groups the person's grants let them request, and approve (full authority: all). */
  requestGroups: v.number(),
  approveGroups: v.number(),
  maskedMsisdn: v.string(),
});
export type AuthorizedPerson = v.InferOutput<typeof AuthorizedPerson>;

export const AuthorizedPersonList = v.object({
  corporateNcst: v.string(),
  corporateName: v.string(),
  items: v.array(AuthorizedPerson),
});
export type AuthorizedPersonList = v.InferOutput<typeof AuthorizedPersonList>;

export const RoleFilterMenu = v.object({
  roles: v.array(v.object({ value: v.string(), label: v.string(), count: v.number() })),
});
export type RoleFilterMenu = v.InferOutput<typeof RoleFilterMenu>;
