import { fromPromise } from 'xstate';
import { callEndpoint, HttpError } from '../../actors/http';
import type {
  AuthorizedPersonList,
  Captcha,
  ManagerLogin,
  ManagerLoginRequest,
  PortfolioFilter,
  PortfolioPage,
  PortfolioType,
  RoleFilterMenu,
} from '../../api/customerManagerTypes';
import type { LoginResponse } from '../../api/types';

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

/** The calls of the customer-manager pages, each passing its signal on. */
export const managerActors = {
  captcha: fromPromise<Captcha>(({ signal }) => callEndpoint('captcha', { body: {} }, signal)),
  login: fromPromise<ManagerLogin, ManagerLoginRequest>(({ input, signal }) =>
    callEndpoint('customerManagerLogin', { body: input }, signal),
  ),
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
