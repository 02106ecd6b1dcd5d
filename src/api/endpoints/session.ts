import { feature } from './define';

const { post, get, put, del } = feature('session');

/** Login, OTP, session, terms and corporate rows: the calls the foundation's flows make. */
export const sessionEndpoints = [
  get('antiForgeryToken', '/dc_ccsi/v1/security/csrf', { errorMode: 'ignore' }),
  post('landing', '/ccsirest/landing/info.json', { errorMode: 'ignore' }),
  post('fakeLogin', '/ccsirest/auth/fake-login.json'),
  post('login', '/ccsirest/auth/login.json', { errorMode: 'ignore' }),
  post('loginToken', '/ccsirest/auth/token.json', { errorMode: 'ignore' }),
  post('logout', '/ccsirest/auth/logout.json', { errorMode: 'ignore' }),
  post('loginLink', '/ccsirest/auth/login-link.json'),
  post('sessionControl', '/ccsirest/auth/session-control.json', { errorMode: 'ignore' }),
  post('seamlessLoginData', '/dc_ccsi/v1/auth/seamless-login'),
  post('sendOtp', '/dc_ccsi/v1/otp/send', { errorMode: 'ignore' }),
  post('validateOtp', '/dc_ccsi/v1/otp/validate', { errorMode: 'ignore' }),
  post('resetOtpLifetime', '/dc_ccsi/v1/otp/reset-lifetime', { errorMode: 'ignore' }),
  post('changeCorporate', '/ccsirest/customer/change-corporate.json'),
  post('menuRefresh', '/ccsirest/menu/refresh.json', { errorMode: 'ignore' }),
  get('termsApprovedList', '/dc_ccsi/v1/terms'),
  post('termsApprovedConfirm', '/dc_ccsi/v1/terms/confirm'),
  put('defaultHoldingSet', '/dc_ccsi/v1/authorized-users/default-holding'),
  del('defaultHoldingDelete', '/dc_ccsi/v1/authorized-users/default-holding'),
  post('customerManagerLogin', '/ccsirest/customer-manager/login.json'),
  post('captcha', '/ccsirest/customer-manager/captcha.json'),
  post('portfolioList', '/ccsirest/customer-manager/portfolio.json'),
  post('authorizedPersonList', '/ccsirest/customer-manager/authorized-persons.json'),
  post('roleFilterMenu', '/ccsirest/customer-manager/role-filter-menu.json'),
  post('customerToLogin', '/ccsirest/customer-manager/customer-to-login.json'),
] as const;
