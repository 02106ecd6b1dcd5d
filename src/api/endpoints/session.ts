import { feature } from '../contract/define';

const { post, get, put, del, rows } = feature('session');

/** Login, OTP, session, terms and corporate rows: the calls the foundation's flows make. */
export const sessionRows = rows({
  antiForgeryToken: get('/dc_ccsi/v1/security/csrf', {}, { errorMode: 'ignore' }),
  landing: post('/ccsirest/landing/info.json', {}, { errorMode: 'ignore' }),
  fakeLogin: post('/ccsirest/auth/fake-login.json'),
  login: post('/ccsirest/auth/login.json', {}, { errorMode: 'ignore' }),
  loginToken: post('/ccsirest/auth/token.json', {}, { errorMode: 'ignore' }),
  logout: post('/ccsirest/auth/logout.json', {}, { errorMode: 'ignore' }),
  loginLink: post('/ccsirest/auth/login-link.json'),
  sessionControl: post('/ccsirest/auth/session-control.json', {}, { errorMode: 'ignore' }),
  seamlessLoginData: post('/dc_ccsi/v1/auth/seamless-login'),
  sendOtp: post('/dc_ccsi/v1/otp/send', {}, { errorMode: 'ignore' }),
  validateOtp: post('/dc_ccsi/v1/otp/validate', {}, { errorMode: 'ignore' }),
  resetOtpLifetime: post('/dc_ccsi/v1/otp/reset-lifetime', {}, { errorMode: 'ignore' }),
  changeCorporate: post('/ccsirest/customer/change-corporate.json'),
  menuRefresh: post('/ccsirest/menu/refresh.json', {}, { errorMode: 'ignore' }),
  termsApprovedList: get('/dc_ccsi/v1/terms'),
  termsApprovedConfirm: post('/dc_ccsi/v1/terms/confirm'),
  defaultHoldingSet: put('/dc_ccsi/v1/authorized-users/default-holding'),
  defaultHoldingDelete: del('/dc_ccsi/v1/authorized-users/default-holding'),
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
