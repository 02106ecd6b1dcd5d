/**
 * The stored session as one record: the session machine keeps it in context, decides with the
 * pure rules below (spec §2 Root, §4) and mirrors every change to local storage.
 */
import type { EasyLoginCorporate, LoginResponse, MenuItem } from '../api/types';
import { type ActiveUser, type MenuEvent, storage, type TermsApproved } from './storage';

export interface StoredSession {
  pageToken: string | null;
  user: ActiveUser | null;
  customerMenu: MenuItem[];
  termsApproved: TermsApproved | null;
  easyLoginCorporateList: EasyLoginCorporate[];
  defaultHolding: boolean;
  firstLoginforDefaultHolding: boolean | null;
  referer: string | null;
  menuEvent: MenuEvent | null;
  /** From the login response (spec §3); set once the dashboard has shown the survey. */
  customerSurveyDisplayed: boolean | null;
}

export type RootRedirect = 'terms' | 'corporateSelection' | 'dashboard';

export const EMPTY_SESSION: StoredSession = {
  pageToken: null,
  user: null,
  customerMenu: [],
  termsApproved: null,
  easyLoginCorporateList: [],
  defaultHolding: false,
  firstLoginforDefaultHolding: null,
  referer: null,
  menuEvent: null,
  customerSurveyDisplayed: null,
};

export function readStoredSession(): StoredSession {
  return {
    pageToken: storage.pageToken.get(),
    user: storage.activeUser.get(),
    customerMenu: storage.customerMenu.get() ?? [],
    termsApproved: storage.termsApproved.get(),
    easyLoginCorporateList: storage.easyLoginCorporateList.get() ?? [],
    defaultHolding: storage.defaultHolding.get() ?? false,
    firstLoginforDefaultHolding: storage.firstLoginforDefaultHolding.get(),
    referer: storage.referer.get(),
    menuEvent: storage.menuEvent.get(),
    customerSurveyDisplayed: storage.customerSurveyDisplayed.get(),
  };
}

function put<T>(item: { set(value: T): void; remove(): void }, value: T | null): void {
  if (value === null) item.remove();
  else item.set(value);
}

export function writeStoredSession(session: StoredSession): void {
  put(storage.pageToken, session.pageToken);
  put(storage.activeUser, session.user);
  storage.customerMenu.set(session.customerMenu);
  put(storage.termsApproved, session.termsApproved);
  storage.easyLoginCorporateList.set(session.easyLoginCorporateList);
  storage.defaultHolding.set(session.defaultHolding);
  put(storage.firstLoginforDefaultHolding, session.firstLoginforDefaultHolding);
  put(storage.referer, session.referer);
  put(storage.menuEvent, session.menuEvent);
  put(storage.customerSurveyDisplayed, session.customerSurveyDisplayed);
}

/** Spec §4: a pageToken is stored and the active user has corporateNcst and customerNcst. */
export function isLoggedInSession(session: StoredSession): boolean {
  return Boolean(session.pageToken && session.user?.corporateNcst && session.user?.customerNcst);
}

/** Spec §4: defaultHolding is true if any easy-login company is marked default. */
export function hasDefaultHolding(list: readonly EasyLoginCorporate[]): boolean {
  return list.some((entry) => entry.defaultCompany === true);
}

export function toActiveUser(response: LoginResponse, defaultHolding: boolean): ActiveUser {
  return {
    userName: response.userFullname,
    corporateName: response.corporateName,
    corporateNcst: response.corporateNcst,
    customerNcst: response.customerNcst,
    companySegment: response.companySegment,
    voiceProduct: response.voiceProduct,
    dataProduct: response.dataProduct,
    m2mProduct: response.m2mProduct,
    authorizedPersonType: response.authorizedPersonType,
    customerId:
      response.productId === undefined || response.productId === null ? '' : String(response.productId),
    defaultHolding,
    ...(response.customerManagerName ? { customerManagerName: response.customerManagerName } : {}),
  };
}

/** Spec §4 "After login": data stored; firstLoginforDefaultHolding set to true once if absent. */
export function applyLoginResponse(previous: StoredSession, response: LoginResponse): StoredSession {
  const list = Array.isArray(response.easyLoginCorporateList) ? response.easyLoginCorporateList : [];
  const defaultHolding = hasDefaultHolding(list);
  return {
    ...previous,
    pageToken: response.pageToken || null,
    user: toActiveUser(response, defaultHolding),
    customerMenu: Array.isArray(response.customerMenu) ? response.customerMenu : [],
    termsApproved: response.isTermApproved === true ? 1 : 0,
    easyLoginCorporateList: list,
    defaultHolding,
    firstLoginforDefaultHolding: previous.firstLoginforDefaultHolding ?? true,
    customerSurveyDisplayed: response.customerSurveyDisplayed === true,
  };
}

/** A change of corporate swaps the active company; terms and first-login flags stay. */
export function applyCorporateChange(previous: StoredSession, response: LoginResponse): StoredSession {
  const incoming = response.easyLoginCorporateList;
  const list = Array.isArray(incoming) && incoming.length > 0 ? incoming : previous.easyLoginCorporateList;
  const defaultHolding = hasDefaultHolding(list);
  return {
    ...previous,
    pageToken: response.pageToken || previous.pageToken,
    user: toActiveUser(response, defaultHolding),
    customerMenu: Array.isArray(response.customerMenu) ? response.customerMenu : previous.customerMenu,
    easyLoginCorporateList: list,
    defaultHolding,
  };
}

export function applyCorporateList(previous: StoredSession, list: EasyLoginCorporate[]): StoredSession {
  const defaultHolding = hasDefaultHolding(list);
  return {
    ...previous,
    easyLoginCorporateList: list,
    defaultHolding,
    user: previous.user ? { ...previous.user, defaultHolding } : null,
  };
}

/** Spec §2 Root, in order: terms not approved, then corporate selection, then the dashboard. */
export function rootRedirect(session: StoredSession): RootRedirect {
  if (session.termsApproved === 0) return 'terms';
  if (
    session.easyLoginCorporateList.length > 1 &&
    session.firstLoginforDefaultHolding === true &&
    session.defaultHolding
  ) {
    return 'corporateSelection';
  }
  return 'dashboard';
}

/** Spec §4: firstLoginforDefaultHolding resets to false once defaultHolding was read as true. */
export function markCorporateSelectionOffered(session: StoredSession): StoredSession {
  return { ...session, firstLoginforDefaultHolding: false };
}

/** Spec §4 "After login the product type key is removed and data is stored." */
export function persistLogin(session: StoredSession): void {
  storage.productType.remove();
  writeStoredSession(session);
}
