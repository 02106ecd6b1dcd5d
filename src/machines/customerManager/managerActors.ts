import { fromPromise } from 'xstate';
import { callEndpoint, HttpError } from '../../actors/http';
import type {
  AuthorizedPersonList,
  Captcha,
  CaptchaKind,
  ManagerLogin,
  ManagerLoginChallenge,
  ManagerLoginRequest,
  PortfolioFilter,
  PortfolioPage,
  PortfolioType,
  RoleFilterMenu,
} from '../../api/customerManager/types';
import type { LoginResponse, OtpChallenge, OtpCodeRequest } from '../../api/types';
import { createOtpMachine } from '../shared/otp/otpMachine';

export interface PortfolioQuery {
  managerToken: string;
  portfolioType: PortfolioType;
  filter: PortfolioFilter;
  offset: number;
  limit: number;
}

export interface PersonsQuery {
  managerToken: string;
  corporateNcst: string;
  authorizedPersonType: string | undefined;
}

export interface PersonsData {
  list: AuthorizedPersonList;
  roles: RoleFilterMenu['roles'];
}

/** The manager's session is gone (401): the page goes back to the manager login. */
export const isManagerSessionLost = (error: unknown): boolean =>
  error instanceof HttpError && error.httpStatus === 401;

/**
 * The manager's second factor: the OTP machine with the manager rows plugged in. The password
 * step already sent the code (its challenge is the input); a resend goes through the shared
 * sendOtp row by transaction, as the person login's does; the code opens the manager session.
 */
export const managerOtpMachine = createOtpMachine<ManagerLogin>().provide({
  actors: {
    sendCode: fromPromise<OtpChallenge, { purpose: string; reference?: string }>(async () => {
      throw new Error('The manager code is sent by the password step');
    }),
    resendCode: fromPromise<OtpChallenge, { transactionId: string }>(({ input, signal }) =>
      callEndpoint('sendOtp', { body: input }, signal),
    ),
    validateCode: fromPromise<ManagerLogin, OtpCodeRequest>(({ input, signal }) =>
      callEndpoint('customerManagerToken', { body: input }, signal),
    ),
  },
});

/** The calls of the customer-manager pages, each passing its signal on. */
export const managerActors = {
  captcha: fromPromise<Captcha, { kind: CaptchaKind }>(({ input, signal }) =>
    callEndpoint('captcha', { body: { kind: input.kind } }, signal),
  ),
  login: fromPromise<ManagerLoginChallenge, ManagerLoginRequest>(({ input, signal }) =>
    callEndpoint('customerManagerLogin', { body: input }, signal),
  ),
  otp: managerOtpMachine,
  portfolio: fromPromise<PortfolioPage, PortfolioQuery>(({ input, signal }) =>
    callEndpoint('portfolioList', { body: input }, signal),
  ),
  persons: fromPromise<PersonsData, PersonsQuery>(async ({ input, signal }) => {
    const { managerToken, corporateNcst, authorizedPersonType } = input;
    const [list, menu] = await Promise.all([
      callEndpoint(
        'authorizedPersonList',
        { body: { managerToken, corporateNcst, ...(authorizedPersonType ? { authorizedPersonType } : {}) } },
        signal,
      ),
      callEndpoint('roleFilterMenu', { body: { managerToken, corporateNcst } }, signal),
    ]);
    return { list, roles: menu.roles };
  }),
  customerToLogin: fromPromise<
    LoginResponse,
    { managerToken: string; corporateNcst: string; userId: number }
  >(({ input, signal }) => callEndpoint('customerToLogin', { body: input }, signal)),
};
