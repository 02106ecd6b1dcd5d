import type { EasyLoginCorporate, LoginResponse } from '../api/types';
import {
  applyCorporateChange,
  applyCorporateList,
  applyLoginResponse,
  EMPTY_SESSION,
  hasDefaultHolding,
  isLoggedInSession,
  markCorporateSelectionOffered,
  persistLogin,
  readStoredSession,
  rootRedirect,
  type StoredSession,
  toActiveUser,
  writeStoredSession,
} from './sessionSnapshot';
import { STORAGE_KEYS, storage } from './storage';

const corp = (ncst: string, defaultCompany = false): EasyLoginCorporate => ({
  corporateNcst: ncst,
  corporateName: `Şirket ${ncst}`,
  defaultCompany,
});

function response(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    pageToken: 'tok-1',
    customerMenu: [{ id: 'm1', title: 'Hatlarım', url: '/p/lines' }],
    customerSurveyDisplayed: false,
    easyLoginCorporateList: [corp('C-1')],
    userFullname: 'Ayşe Yılmaz',
    corporateName: 'Örnek A.Ş.',
    corporateNcst: 'C-1',
    customerNcst: 'K-1',
    companySegment: 'KURUMSAL',
    voiceProduct: true,
    dataProduct: true,
    m2mProduct: false,
    authorizedPersonType: 'YETKILI',
    productId: 12345,
    isTermApproved: true,
    ...overrides,
  };
}

/** A login applied to an empty session, as the session machine does on a fresh login. */
const login = (overrides: Partial<LoginResponse> = {}, previous: StoredSession = EMPTY_SESSION) =>
  applyLoginResponse(previous, response(overrides));

beforeEach(() => localStorage.clear());

describe('applyLoginResponse + persistLogin (spec §4 "After login")', () => {
  it('removes productType and stores token, menu, terms, list and the active user', () => {
    storage.productType.set('VOICE');
    const r = response();
    const session = applyLoginResponse(EMPTY_SESSION, r);
    persistLogin(session);

    expect(isLoggedInSession(session)).toBe(true);
    expect(storage.productType.get()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.productType)).toBeNull();
    expect(storage.pageToken.get()).toBe('tok-1');
    expect(storage.customerMenu.get()).toEqual(r.customerMenu);
    expect(localStorage.getItem('termsApproved')).toBe('1');
    expect(storage.easyLoginCorporateList.get()).toEqual(r.easyLoginCorporateList);
    const expectedUser = {
      userName: 'Ayşe Yılmaz',
      corporateName: 'Örnek A.Ş.',
      corporateNcst: 'C-1',
      customerNcst: 'K-1',
      companySegment: 'KURUMSAL',
      voiceProduct: true,
      dataProduct: true,
      m2mProduct: false,
      authorizedPersonType: 'YETKILI',
      customerId: '12345',
      defaultHolding: false,
    };
    expect(session.user).toEqual(expectedUser);
    expect(storage.activeUser.get()).toEqual(expectedUser);
    expect(storage.defaultHolding.get()).toBe(false);
    expect(storage.firstLoginforDefaultHolding.get()).toBe(true);
    // What was written reads back as the same record.
    expect(readStoredSession()).toEqual(session);
  });

  it('does not mutate the previous session', () => {
    const previous: StoredSession = { ...EMPTY_SESSION, referer: '/p/lines' };
    const snapshot = structuredClone(previous);
    const next = applyLoginResponse(previous, response());
    expect(previous).toEqual(snapshot);
    expect(next).not.toBe(previous);
    // Fields the login does not concern are carried over.
    expect(next.referer).toBe('/p/lines');
  });

  it('stores termsApproved 0 ("0") when the terms are not approved', () => {
    const session = login({ isTermApproved: false });
    expect(session.termsApproved).toBe(0);
    persistLogin(session);
    expect(localStorage.getItem('termsApproved')).toBe('0');
    expect(storage.termsApproved.get()).toBe(0);
  });

  it('stores termsApproved 1 only for isTermApproved === true', () => {
    expect(login({ isTermApproved: true }).termsApproved).toBe(1);
    expect(login({ isTermApproved: undefined as unknown as boolean }).termsApproved).toBe(0);
  });

  it('sets defaultHolding when any easy-login entry is the default company', () => {
    const session = login({ easyLoginCorporateList: [corp('C-1'), corp('C-2', true)] });
    expect(session.defaultHolding).toBe(true);
    expect(session.user?.defaultHolding).toBe(true);
    persistLogin(session);
    expect(storage.defaultHolding.get()).toBe(true);
    expect(storage.activeUser.get()?.defaultHolding).toBe(true);
  });

  it('sets firstLoginforDefaultHolding to true only when absent', () => {
    const first = login();
    expect(first.firstLoginforDefaultHolding).toBe(true);
    persistLogin(first);
    expect(storage.firstLoginforDefaultHolding.get()).toBe(true);

    storage.firstLoginforDefaultHolding.set(false);
    const second = login({}, readStoredSession());
    expect(second.firstLoginforDefaultHolding).toBe(false);
    persistLogin(second);
    expect(storage.firstLoginforDefaultHolding.get()).toBe(false);

    const kept = login({}, { ...EMPTY_SESSION, firstLoginforDefaultHolding: true });
    expect(kept.firstLoginforDefaultHolding).toBe(true);
  });

  it('reports incomplete data (no customerNcst, no token, no corporateNcst)', () => {
    expect(isLoggedInSession(login({ customerNcst: '' }))).toBe(false);
    expect(isLoggedInSession(login({ pageToken: '' }))).toBe(false);
    expect(isLoggedInSession(login({ corporateNcst: '' }))).toBe(false);
    expect(login({ pageToken: '' }).pageToken).toBeNull();
  });

  it('tolerates a missing easy-login list and menu', () => {
    const broken = {
      ...response(),
      easyLoginCorporateList: undefined,
      customerMenu: undefined,
    } as unknown as LoginResponse;
    const session = applyLoginResponse(EMPTY_SESSION, broken);
    expect(isLoggedInSession(session)).toBe(true);
    expect(session.easyLoginCorporateList).toEqual([]);
    expect(session.customerMenu).toEqual([]);
    expect(session.defaultHolding).toBe(false);
    persistLogin(session);
    expect(storage.easyLoginCorporateList.get()).toEqual([]);
    expect(storage.customerMenu.get()).toEqual([]);
    expect(storage.defaultHolding.get()).toBe(false);
  });
});

describe('isLoggedInSession', () => {
  it('is false for the empty session and for a user without a token', () => {
    expect(isLoggedInSession(EMPTY_SESSION)).toBe(false);
    const session = login();
    expect(isLoggedInSession({ ...session, pageToken: null })).toBe(false);
    expect(isLoggedInSession({ ...session, user: null })).toBe(false);
  });
});

describe('hasDefaultHolding', () => {
  it('is true only with an entry whose defaultCompany is true', () => {
    expect(hasDefaultHolding([corp('a'), corp('b', true)])).toBe(true);
    expect(hasDefaultHolding([corp('a')])).toBe(false);
    expect(hasDefaultHolding([])).toBe(false);
  });
});

describe('toActiveUser', () => {
  it('maps the response and gives customerId as String(productId)', () => {
    const user = toActiveUser(response({ productId: 777 }), true);
    expect(user).toMatchObject({ userName: 'Ayşe Yılmaz', customerId: '777', defaultHolding: true });
  });

  it('gives an empty customerId when productId is missing', () => {
    const r = { ...response(), productId: undefined } as unknown as LoginResponse;
    expect(toActiveUser(r, false).customerId).toBe('');
    const n = { ...response(), productId: null } as unknown as LoginResponse;
    expect(toActiveUser(n, false).customerId).toBe('');
  });
});

describe('rootRedirect (spec §2 Root)', () => {
  const twoWithDefault = [corp('C-1'), corp('C-2', true)];

  it('goes to the terms page when termsApproved is 0, even if selection would apply', () => {
    const session = login({ isTermApproved: false, easyLoginCorporateList: twoWithDefault });
    expect(rootRedirect(session)).toBe('terms');
    // Selection is still owed once the terms are approved.
    expect(session.firstLoginforDefaultHolding).toBe(true);
  });

  it('offers corporate selection once: several corporates, first login and a holding set', () => {
    const session = login({ easyLoginCorporateList: twoWithDefault });
    expect(rootRedirect(session)).toBe('corporateSelection');
    const offered = markCorporateSelectionOffered(session);
    expect(offered.firstLoginforDefaultHolding).toBe(false);
    expect(session.firstLoginforDefaultHolding).toBe(true);
    expect(rootRedirect(offered)).toBe('dashboard');

    writeStoredSession(offered);
    expect(storage.firstLoginforDefaultHolding.get()).toBe(false);
    expect(rootRedirect(readStoredSession())).toBe('dashboard');
  });

  it('after the terms are approved, then goes to corporate selection, then the dashboard', () => {
    const session = login({ isTermApproved: false, easyLoginCorporateList: twoWithDefault });
    expect(rootRedirect(session)).toBe('terms');
    const approved: StoredSession = { ...session, termsApproved: 1 };
    expect(rootRedirect(approved)).toBe('corporateSelection');
    expect(rootRedirect(markCorporateSelectionOffered(approved))).toBe('dashboard');
  });

  it('shows the dashboard with a single corporate', () => {
    const session = login({ easyLoginCorporateList: [corp('C-1', true)] });
    expect(rootRedirect(session)).toBe('dashboard');
    expect(session.firstLoginforDefaultHolding).toBe(true);
  });

  it('shows the dashboard when no holding is set', () => {
    const session = login({ easyLoginCorporateList: [corp('C-1'), corp('C-2')] });
    expect(rootRedirect(session)).toBe('dashboard');
    expect(session.firstLoginforDefaultHolding).toBe(true);
  });

  it('shows the dashboard when it is not the first login', () => {
    const session = login(
      { easyLoginCorporateList: twoWithDefault },
      { ...EMPTY_SESSION, firstLoginforDefaultHolding: false },
    );
    expect(rootRedirect(session)).toBe('dashboard');
  });

  it('shows corporate selection only for firstLoginforDefaultHolding === true, not when absent', () => {
    const session = login({ easyLoginCorporateList: twoWithDefault });
    expect(rootRedirect({ ...session, firstLoginforDefaultHolding: null })).toBe('dashboard');
  });

  it('shows the dashboard when termsApproved is absent or the stored list is malformed', () => {
    expect(rootRedirect(EMPTY_SESSION)).toBe('dashboard');
    expect(rootRedirect(readStoredSession())).toBe('dashboard');
    localStorage.setItem('easyLoginCorporateList', '{oops');
    storage.firstLoginforDefaultHolding.set(true);
    storage.defaultHolding.set(true);
    const stored = readStoredSession();
    expect(stored.termsApproved).toBeNull();
    expect(stored.easyLoginCorporateList).toEqual([]);
    expect(rootRedirect(stored)).toBe('dashboard');
  });
});

describe('applyCorporateChange', () => {
  it('stores the new token, menu and active user without touching the terms and first-login flags', () => {
    const before: StoredSession = {
      ...login({ isTermApproved: false, easyLoginCorporateList: [corp('C-1', true), corp('C-2')] }),
      firstLoginforDefaultHolding: false,
    };
    const menu = [{ id: 'm2', title: 'Faturalar', url: '/p/invoices' }];
    const after = applyCorporateChange(
      before,
      response({
        pageToken: 'tok-2',
        customerMenu: menu,
        corporateNcst: 'C-2',
        corporateName: 'İkinci Ltd.',
        productId: 777,
        isTermApproved: true,
        easyLoginCorporateList: [],
      }),
    );
    expect(isLoggedInSession(after)).toBe(true);
    expect(after.pageToken).toBe('tok-2');
    expect(after.customerMenu).toEqual(menu);
    expect(after.user).toMatchObject({
      corporateNcst: 'C-2',
      corporateName: 'İkinci Ltd.',
      customerId: '777',
      defaultHolding: true,
    });
    expect(after.defaultHolding).toBe(true);
    expect(after.termsApproved).toBe(0);
    expect(after.firstLoginforDefaultHolding).toBe(false);
    // An empty list in the reply keeps the stored one.
    expect(after.easyLoginCorporateList).toBe(before.easyLoginCorporateList);
    expect(after.easyLoginCorporateList).toHaveLength(2);

    writeStoredSession(after);
    expect(storage.pageToken.get()).toBe('tok-2');
    expect(storage.customerMenu.get()).toEqual(menu);
    expect(storage.termsApproved.get()).toBe(0);
    expect(storage.firstLoginforDefaultHolding.get()).toBe(false);
    expect(storage.easyLoginCorporateList.get()).toHaveLength(2);
  });

  it('keeps the old list when the reply has none, and the old menu and token when missing', () => {
    const before = login({ easyLoginCorporateList: [corp('C-1', true), corp('C-2')] });
    const broken = {
      ...response({ pageToken: '' }),
      easyLoginCorporateList: undefined,
      customerMenu: undefined,
    } as unknown as LoginResponse;
    const after = applyCorporateChange(before, broken);
    expect(after.easyLoginCorporateList).toEqual(before.easyLoginCorporateList);
    expect(after.customerMenu).toEqual(before.customerMenu);
    expect(after.pageToken).toBe('tok-1');
    expect(after.defaultHolding).toBe(true);
  });

  it('replaces the easy-login list when the reply carries one and follows its default', () => {
    const before = login({ easyLoginCorporateList: [corp('C-1', true), corp('C-2')] });
    const after = applyCorporateChange(
      before,
      response({ easyLoginCorporateList: [corp('C-1'), corp('C-2'), corp('C-3')] }),
    );
    expect(after.easyLoginCorporateList).toHaveLength(3);
    expect(after.defaultHolding).toBe(false);
    expect(after.user?.defaultHolding).toBe(false);
  });

  it('reports an incomplete change', () => {
    expect(isLoggedInSession(applyCorporateChange(login(), response({ customerNcst: '' })))).toBe(false);
  });
});

describe('applyCorporateList', () => {
  it('recomputes defaultHolding and the user defaultHolding from the new list', () => {
    const before = login({ easyLoginCorporateList: [corp('C-1')] });
    expect(before.defaultHolding).toBe(false);

    const withDefault = applyCorporateList(before, [corp('C-1'), corp('C-2', true)]);
    expect(withDefault.easyLoginCorporateList).toHaveLength(2);
    expect(withDefault.defaultHolding).toBe(true);
    expect(withDefault.user?.defaultHolding).toBe(true);
    expect(before.user?.defaultHolding).toBe(false);

    const withoutDefault = applyCorporateList(withDefault, [corp('C-1'), corp('C-2')]);
    expect(withoutDefault.defaultHolding).toBe(false);
    expect(withoutDefault.user?.defaultHolding).toBe(false);
    // Other user fields and session flags are kept.
    expect(withoutDefault.user?.corporateNcst).toBe('C-1');
    expect(withoutDefault.termsApproved).toBe(before.termsApproved);
    expect(withoutDefault.firstLoginforDefaultHolding).toBe(before.firstLoginforDefaultHolding);
  });

  it('leaves a missing user missing', () => {
    const after = applyCorporateList(EMPTY_SESSION, [corp('C-1', true)]);
    expect(after.user).toBeNull();
    expect(after.defaultHolding).toBe(true);
  });
});

describe('readStoredSession / writeStoredSession', () => {
  it('reads empty defaults from empty storage', () => {
    expect(readStoredSession()).toEqual(EMPTY_SESSION);
  });

  it('round-trips a full session', () => {
    const session: StoredSession = {
      ...login({ easyLoginCorporateList: [corp('C-1'), corp('C-2', true)] }),
      referer: '/p/invoices',
      menuEvent: { menuName: 'Faturalar', menuUrl: '/p/invoices' },
    };
    writeStoredSession(session);
    expect(readStoredSession()).toEqual(session);
    expect(localStorage.getItem('defaultHolding')).toBe('true');
    expect(localStorage.getItem('firstLoginforDefaultHolding')).toBe('true');
    expect(localStorage.getItem('referer')).toBe('/p/invoices');
  });

  it('removes the keys of null fields', () => {
    writeStoredSession({
      ...login(),
      referer: '/p/lines',
      menuEvent: { menuName: 'Hatlarım', menuUrl: '/p/lines' },
    });
    writeStoredSession(EMPTY_SESSION);
    for (const key of [
      'pageToken',
      'activeUser',
      'termsApproved',
      'firstLoginforDefaultHolding',
      'referer',
      'menuEvent',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    // Non-nullable fields are written as their empty values.
    expect(localStorage.getItem('customerMenu')).toBe('[]');
    expect(localStorage.getItem('easyLoginCorporateList')).toBe('[]');
    expect(localStorage.getItem('defaultHolding')).toBe('false');
    expect(readStoredSession()).toEqual(EMPTY_SESSION);
  });

  it('reads malformed JSON in storage as empty defaults', () => {
    for (const key of [
      'activeUser',
      'customerMenu',
      'easyLoginCorporateList',
      'defaultHolding',
      'firstLoginforDefaultHolding',
      'menuEvent',
    ]) {
      localStorage.setItem(key, '{oops');
    }
    localStorage.setItem('termsApproved', 'maybe');
    expect(readStoredSession()).toEqual(EMPTY_SESSION);
  });

  it('does not touch keys outside the session record', () => {
    localStorage.setItem('toolTipDisplayed', 'yes');
    storage.productType.set('VOICE');
    writeStoredSession(login());
    expect(localStorage.getItem('toolTipDisplayed')).toBe('yes');
    // Only persistLogin removes productType.
    expect(storage.productType.get()).toBe('VOICE');
    persistLogin(login());
    expect(storage.productType.get()).toBeNull();
  });
});
