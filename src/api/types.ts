/** The endpoint catalogue's row shape and the payload types shared by client and sandbox. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The older `/ccsirest/...json` family or the newer versioned `/dc_ccsi/...` one (spec §7). */
export type PathFamily = 'ccsirest' | 'dc_ccsi';
/**
 * How a failure is surfaced (spec §7, §8). `inline` is the portal's own: the screen shows the
 * failure in place (a detail page's message with its retry), so the shell adds no notification;
 * what concerns the session (401 logout, the 403 modal, 419) still reaches the shell.
 */
export type ErrorMode = 'notify' | 'modal' | 'blob' | 'ignore' | 'inline';
/** Contract, document and banner calls only succeed on HTTP 200 (spec §5). */
export type SuccessRule = 'default' | 'http200';

export interface Endpoint {
  readonly name: string;
  readonly feature: string;
  readonly method: Method;
  readonly family: PathFamily;
  /** Path template below the API base, `{key}` placeholders filled from params. */
  readonly path: string;
  readonly errorMode: ErrorMode;
  readonly successRule: SuccessRule;
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Whether the row changes data (a person without full authority gets the 403 of spec §8) or
   * only reads. Declared per row in the catalogue, never guessed from the row's name.
   */
  readonly access: Access;
  /** Largest request body the sandbox reads for this row (default 1 MB); more answers 413. */
  readonly maxBodyBytes?: number;
  /** Stores an uploaded file: counted towards the company's daily upload quota (issue 38). */
  readonly upload?: boolean;
  /** Takes navigator.sendBeacon posts: no session or anti-forgery header, a text/plain JSON body. */
  readonly beacon?: boolean;
}

export type Access = 'read' | 'write';

export interface EnvelopeStatus {
  code?: string;
  message?: string;
  description?: string;
}

/** Response envelope of spec §3. */
export interface Envelope<T = unknown> {
  status?: EnvelopeStatus;
  content?: T;
}

/** Session payloads: their schemas live in sessionSchemas.ts, only the types come here. */
export type {
  EasyLoginCorporate,
  LoginRequest,
  LoginResponse,
  MenuItem,
  OtpChallenge,
  OtpCodeRequest,
  SessionControlResponse,
  TermsDocument,
} from './session/schemas';

/** Body codes the sandbox and the client agree on, beyond spec §8's "419". */
export const BODY_CODES = {
  sessionExpired: '419',
  invalidCredentials: 'INVALID_CREDENTIALS',
  otpInvalid: 'OTP_INVALID',
  otpExpired: 'OTP_EXPIRED',
  otpLocked: 'OTP_LOCKED',
  otpUsed: 'OTP_USED',
  otpResendTooEarly: 'OTP_RESEND_TOO_EARLY',
  validation: 'VALIDATION_ERROR',
  forbidden: 'FORBIDDEN',
  csrf: 'CSRF_REJECTED',
  notImplemented: 'NOT_IMPLEMENTED',
  notFound: 'NOT_FOUND',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
} as const;
