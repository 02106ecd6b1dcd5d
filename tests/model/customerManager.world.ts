import type { EventObject } from 'xstate';
import { HttpError } from '../../src/actors/http';
import type { managerLoginMachine } from '../../src/machines/customerManager/managerLoginMachine';
import type { portfolioMachine } from '../../src/machines/customerManager/portfolioMachine';

export type LoginSnapshot = ReturnType<typeof managerLoginMachine.getInitialSnapshot>;
export type PortfolioSnapshot = ReturnType<typeof portfolioMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export const CM_PATHS = {
  captcha: '/ccsirest/customer-manager/captcha.json',
  login: '/ccsirest/customer-manager/login.json',
  portfolio: '/ccsirest/customer-manager/portfolio.json',
  persons: '/ccsirest/customer-manager/authorized-persons.json',
  toLogin: '/ccsirest/customer-manager/customer-to-login.json',
} as const;

const failure = new Error('Servis başarısız oldu. Lütfen tekrar deneyiniz.');
/** The manager's session is gone: the sandbox's 401 for the manager rows. */
export const lostSession = new HttpError({
  kind: 'http',
  httpStatus: 401,
  code: '401',
  message: 'Müşteri yöneticisi oturumunuz sona erdi. Lütfen yeniden giriş yapın.',
});
export const isLost = (event: EventObject): boolean => {
  const error = (event as unknown as { error?: unknown }).error;
  return error instanceof HttpError && error.httpStatus === 401;
};

/**
 * The login page: the captcha (image, or the written question asked for) answers or fails, the
 * person refreshes, retries, switches the captcha's kind or signs in; after the password, the
 * SMS code is entered (validated) or the step given up (cancelled).
 */
export function loginEvents(snapshot: LoginSnapshot): ModelEvent[] {
  const kind = snapshot.context.captchaKind;
  const captcha =
    kind === 'image'
      ? { kind, captchaId: 'c', image: 'data:,', expiresInSeconds: 120 }
      : { kind, captchaId: 'c', question: 'Şu kelimelerden kaçı bir renktir: mavi?', expiresInSeconds: 120 };
  return [
    { type: 'xstate.done.actor.captcha', output: captcha },
    { type: 'xstate.error.actor.captcha', error: failure },
    { type: 'user.retry' },
    { type: 'user.refreshCaptcha' },
    { type: 'user.chooseCaptcha', kind: kind === 'image' ? 'text' : 'image' },
    { type: 'user.submit', userName: 'portfoy.yonetici', password: 'Portfoy.2026!', captchaAnswer: '2' },
    {
      type: 'xstate.done.actor.login',
      output: { transactionId: 't', maskedMsisdn: '505*****33', expiresInSeconds: 300, resendInSeconds: 30 },
    },
    { type: 'xstate.error.actor.login', error: failure },
    {
      type: 'xstate.done.actor.otp',
      output: {
        status: 'validated',
        transactionId: 't',
        result: { managerToken: 'x'.repeat(64), managerName: 'Selim Karaca' },
      },
    },
    { type: 'xstate.done.actor.otp', output: { status: 'cancelled' } },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeLogin = (s: LoginSnapshot) =>
  JSON.stringify({ value: s.value, kind: s.context.captchaKind });

const company = { corporateNcst: '1000245873', corporateName: 'Anadolu Gıda San. A.Ş.' };

/**
 * The portfolio: its list, tabs, filter and pages; a company's persons by role; customer-to-login;
 * the manager's logout; a lost manager session at each call. Outputs are placeholders: the
 * sandbox answers for real and the view is checked against what it shows.
 */
export function portfolioEvents(snapshot: PortfolioSnapshot): ModelEvent[] {
  const page = {
    managerName: 'Selim Karaca',
    items: [],
    total: 0,
    counts: { PRIMARY: 0, SECONDARY: 0 },
    segments: [],
    cities: [],
  };
  return [
    { type: 'xstate.done.actor.portfolio', output: page },
    { type: 'xstate.error.actor.portfolio', error: failure },
    { type: 'xstate.error.actor.portfolio', error: lostSession },
    { type: 'user.retry' },
    { type: 'user.selectPortfolio', portfolioType: 'SECONDARY' },
    { type: 'user.filter', filter: { text: 'gıda' } },
    { type: 'user.page', offset: 10 },
    { type: 'user.selectCompany', company },
    { type: 'user.logout' },
    {
      type: 'xstate.done.actor.persons',
      output: { list: { ...company, items: [] }, roles: [] },
    },
    { type: 'xstate.error.actor.persons', error: failure },
    { type: 'xstate.error.actor.persons', error: lostSession },
    { type: 'user.filterRole', role: 'YETKILI' },
    { type: 'user.loginAs', userId: 1 },
    { type: 'user.closeCompany' },
    { type: 'xstate.done.actor.customerToLogin', output: {} },
    { type: 'xstate.error.actor.customerToLogin', error: failure },
    { type: 'xstate.error.actor.customerToLogin', error: lostSession },
  ].filter((event) => snapshot.can(event as never));
}

export const serializePortfolio = (s: PortfolioSnapshot) => JSON.stringify(s.value);
