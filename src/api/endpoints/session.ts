import { feature } from '../contract/define';
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
} from '../sessionSchemas';

const { post, get, put, del, rows } = feature('session');

/** Login, OTP, session, terms and corporate rows: the calls the foundation's flows make. */
export const sessionRows = rows({
  antiForgeryToken: get('/dc_ccsi/v1/security/csrf', { response: AntiForgeryToken }, { errorMode: 'ignore' }),
  landing: post(
    '/ccsirest/landing/info.json',
    { body: LandingRequest, response: LandingInfo },
    { errorMode: 'ignore' },
  ),
  fakeLogin: post('/ccsirest/auth/fake-login.json'),
  login: post(
    '/ccsirest/auth/login.json',
    { body: LoginRequest, response: OtpChallenge },
    { errorMode: 'ignore' },
  ),
  loginToken: post(
    '/ccsirest/auth/token.json',
    { body: OtpCodeRequest, response: LoginResponse },
    { errorMode: 'ignore' },
  ),
  logout: post('/ccsirest/auth/logout.json', { response: LoggedOut }, { errorMode: 'ignore' }),
  loginLink: post('/ccsirest/auth/login-link.json', { response: LoginLink }),
  sessionControl: post(
    '/ccsirest/auth/session-control.json',
    { response: SessionControlResponse },
    { errorMode: 'ignore' },
  ),
  seamlessLoginData: post('/dc_ccsi/v1/auth/seamless-login'),
  sendOtp: post(
    '/dc_ccsi/v1/otp/send',
    { body: SendOtpRequest, response: OtpChallenge },
    { errorMode: 'ignore' },
  ),
  validateOtp: post(
    '/dc_ccsi/v1/otp/validate',
    { body: OtpCodeRequest, response: OtpValidated },
    { errorMode: 'ignore' },
  ),
  resetOtpLifetime: post(
    '/dc_ccsi/v1/otp/reset-lifetime',
    { body: OtpTransactionRequest, response: OtpLifetime },
    { errorMode: 'ignore' },
  ),
  changeCorporate: post('/ccsirest/customer/change-corporate.json', {
    body: CorporateRequest,
    response: LoginResponse,
  }),
  menuRefresh: post('/ccsirest/menu/refresh.json', { response: MenuRefresh }, { errorMode: 'ignore' }),
  termsApprovedList: get('/dc_ccsi/v1/terms', { response: TermsList }),
  termsApprovedConfirm: post('/dc_ccsi/v1/terms/confirm', {
    body: TermsConfirmRequest,
    response: TermsApproved,
  }),
  defaultHoldingSet: put('/dc_ccsi/v1/authorized-users/default-holding', {
    body: CorporateRequest,
    response: CorporateList,
  }),
  defaultHoldingDelete: del('/dc_ccsi/v1/authorized-users/default-holding', { response: CorporateList }),
  customerManagerLogin: post('/ccsirest/customer-manager/login.json'),
  captcha: post('/ccsirest/customer-manager/captcha.json'),
  portfolioList: post('/ccsirest/customer-manager/portfolio.json'),
  authorizedPersonList: post('/ccsirest/customer-manager/authorized-persons.json'),
  roleFilterMenu: post('/ccsirest/customer-manager/role-filter-menu.json'),
  customerToLogin: post('/ccsirest/customer-manager/customer-to-login.json'),
});

type Rows = typeof sessionRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
