import { feature } from '../contract/define';
import {
  AuthorizedPersonList,
  AuthorizedPersonRequest,
  Captcha,
  CaptchaRequest,
  CustomerToLoginRequest,
  ManagerLogin,
  ManagerLoginChallenge,
  ManagerLoginRequest,
  PortfolioPage,
  PortfolioRequest,
  RoleFilterMenu,
  RoleFilterRequest,
} from '../customerManager/types';
import { FakeLoginRequest, SeamlessLoginRequest } from '../entry/types';
import {
  AntiForgeryToken,
  CorporateList,
  CorporateRequest,
  LandingInfo,
  LandingRequest,
  LoggedOut,
  LoginLink,
  LoginRequest,
  LoginResponse,
  MenuRefresh,
  OtpChallenge,
  OtpCodeRequest,
  OtpLifetime,
  OtpTransactionRequest,
  OtpValidated,
  SendOtpRequest,
  SessionControlResponse,
  TermsApproved,
  TermsConfirmRequest,
  TermsList,
} from './schemas';

const { post, get, put, del, rows } = feature('session');

/** Rows open before a session carry a name, a password or a code: a few hundred bytes. */
const PUBLIC_BODY_BYTES = 4_096;

/** Login, OTP, session, terms and corporate rows: the calls the foundation's flows make. */
export const sessionRows = rows({
  antiForgeryToken: get(
    '/dc_ccsi/v1/security/csrf',
    { response: AntiForgeryToken },
    { access: 'read', errorMode: 'ignore' },
  ),
  landing: post(
    '/ccsirest/landing/info.json',
    { body: LandingRequest, response: LandingInfo },
    { access: 'read', errorMode: 'ignore' },
  ),
  // Development builds and the sandbox's test mode only (server/entry): a 404 envelope elsewhere.
  fakeLogin: post(
    '/ccsirest/auth/fake-login.json',
    { body: FakeLoginRequest, response: LoginResponse },
    { access: 'write', errorMode: 'ignore', maxBodyBytes: PUBLIC_BODY_BYTES },
  ),
  login: post(
    '/ccsirest/auth/login.json',
    { body: LoginRequest, response: OtpChallenge },
    { access: 'write', errorMode: 'ignore', maxBodyBytes: PUBLIC_BODY_BYTES },
  ),
  loginToken: post(
    '/ccsirest/auth/token.json',
    { body: OtpCodeRequest, response: LoginResponse },
    { access: 'write', errorMode: 'ignore', maxBodyBytes: PUBLIC_BODY_BYTES },
  ),
  logout: post(
    '/ccsirest/auth/logout.json',
    { response: LoggedOut },
    { access: 'write', errorMode: 'ignore' },
  ),
  loginLink: post('/ccsirest/auth/login-link.json', { response: LoginLink }, { access: 'read' }),
  sessionControl: post(
    '/ccsirest/auth/session-control.json',
    { response: SessionControlResponse },
    { access: 'read', errorMode: 'ignore' },
  ),
  // A one-time token of another operator channel, exchanged for a session (server/entry).
  seamlessLoginData: post(
    '/dc_ccsi/v1/auth/seamless-login',
    { body: SeamlessLoginRequest, response: LoginResponse },
    { access: 'read', errorMode: 'ignore', maxBodyBytes: PUBLIC_BODY_BYTES },
  ),
  sendOtp: post(
    '/dc_ccsi/v1/otp/send',
    { body: SendOtpRequest, response: OtpChallenge },
    { access: 'write', errorMode: 'ignore', maxBodyBytes: PUBLIC_BODY_BYTES },
  ),
  validateOtp: post(
    '/dc_ccsi/v1/otp/validate',
    { body: OtpCodeRequest, response: OtpValidated },
    { access: 'write', errorMode: 'ignore', maxBodyBytes: PUBLIC_BODY_BYTES },
  ),
  resetOtpLifetime: post(
    '/dc_ccsi/v1/otp/reset-lifetime',
    { body: OtpTransactionRequest, response: OtpLifetime },
    { access: 'write', errorMode: 'ignore' },
  ),
  changeCorporate: post(
    '/ccsirest/customer/change-corporate.json',
    {
      body: CorporateRequest,
      response: LoginResponse,
    },
    { access: 'write' },
  ),
  menuRefresh: post(
    '/ccsirest/menu/refresh.json',
    { response: MenuRefresh },
    { access: 'read', errorMode: 'ignore' },
  ),
  termsApprovedList: get('/dc_ccsi/v1/terms', { response: TermsList }),
  termsApprovedConfirm: post(
    '/dc_ccsi/v1/terms/confirm',
    {
      body: TermsConfirmRequest,
      response: TermsApproved,
    },
    { access: 'write' },
  ),
  defaultHoldingSet: put('/dc_ccsi/v1/authorized-users/default-holding', {
    body: CorporateRequest,
    response: CorporateList,
  }),
  defaultHoldingDelete: del('/dc_ccsi/v1/authorized-users/default-holding', { response: CorporateList }),
  // Customer managers (server/customerManager): their own token travels in the body, never as pageToken.
  customerManagerLogin: post(
    '/ccsirest/customer-manager/login.json',
    { body: ManagerLoginRequest, response: ManagerLoginChallenge },
    { access: 'write', errorMode: 'ignore', maxBodyBytes: PUBLIC_BODY_BYTES },
  ),
  // Beyond spec §7 (issue 37): the manager's SMS code, as loginToken is the person's.
  customerManagerToken: post(
    '/ccsirest/customer-manager/token.json',
    { body: OtpCodeRequest, response: ManagerLogin },
    { access: 'write', errorMode: 'ignore', maxBodyBytes: PUBLIC_BODY_BYTES },
  ),
  captcha: post(
    '/ccsirest/customer-manager/captcha.json',
    { body: CaptchaRequest, response: Captcha },
    { access: 'read', errorMode: 'ignore' },
  ),
  portfolioList: post(
    '/ccsirest/customer-manager/portfolio.json',
    { body: PortfolioRequest, response: PortfolioPage },
    { access: 'read', errorMode: 'ignore' },
  ),
  authorizedPersonList: post(
    '/ccsirest/customer-manager/authorized-persons.json',
    { body: AuthorizedPersonRequest, response: AuthorizedPersonList },
    { access: 'read', errorMode: 'ignore' },
  ),
  roleFilterMenu: post(
    '/ccsirest/customer-manager/role-filter-menu.json',
    { body: RoleFilterRequest, response: RoleFilterMenu },
    { access: 'read', errorMode: 'ignore' },
  ),
  customerToLogin: post(
    '/ccsirest/customer-manager/customer-to-login.json',
    { body: CustomerToLoginRequest, response: LoginResponse },
    { access: 'read', errorMode: 'ignore' },
  ),
});

type Rows = typeof sessionRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
