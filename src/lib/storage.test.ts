import type { ActiveUser } from './storage';
import {
  clearExceptKept,
  clearForLogout,
  isKeptKey,
  isLoggedIn,
  KEPT_KEYS,
  STORAGE_KEYS,
  storage,
} from './storage';

const user: ActiveUser = {
  userName: 'Ayşe Yılmaz',
  corporateName: 'Örnek A.Ş.',
  corporateNcst: 'C-1',
  customerNcst: 'K-1',
  companySegment: 'KURUMSAL',
  voiceProduct: true,
  dataProduct: false,
  m2mProduct: false,
  authorizedPersonType: 'YETKILI',
  customerId: '42',
  defaultHolding: false,
};

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('STORAGE_KEYS', () => {
  it('holds every key of spec §3 plus activeUser, mobile, productType and customerSurveyDisplayed under its own name', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'pageToken',
        'customerMenu',
        'termsApproved',
        'easyLoginCorporateList',
        'defaultHolding',
        'firstLoginforDefaultHolding',
        'referer',
        'adBlockModalcreatedDate',
        'toolTipDisplayed',
        'menuEvent',
        'activeUser',
        'mobile',
        'productType',
        // The login response's flag, kept so a reload does not ask the survey again (issue 6).
        'customerSurveyDisplayed',
      ].sort(),
    );
    for (const [name, key] of Object.entries(STORAGE_KEYS)) expect(name).toBe(key);
    expect(KEPT_KEYS).toEqual(['adBlockModalcreatedDate', 'toolTipDisplayed']);
  });
});

describe('storage accessors', () => {
  it('round-trips text keys', () => {
    expect(storage.pageToken.get()).toBeNull();
    storage.pageToken.set('tok');
    expect(localStorage.getItem('pageToken')).toBe('tok');
    expect(storage.pageToken.get()).toBe('tok');
    storage.pageToken.remove();
    expect(storage.pageToken.get()).toBeNull();

    storage.referer.set('/contracts');
    storage.adBlockModalcreatedDate.set('2025-10-22');
    storage.toolTipDisplayed.set('true');
    storage.productType.set('VOICE');
    expect(storage.referer.get()).toBe('/contracts');
    expect(storage.adBlockModalcreatedDate.get()).toBe('2025-10-22');
    expect(storage.toolTipDisplayed.get()).toBe('true');
    expect(storage.productType.get()).toBe('VOICE');
  });

  it('stores termsApproved as "0"/"1" and reads 0/1/null', () => {
    expect(storage.termsApproved.get()).toBeNull();
    storage.termsApproved.set(1);
    expect(localStorage.getItem('termsApproved')).toBe('1');
    expect(storage.termsApproved.get()).toBe(1);
    storage.termsApproved.set(0);
    expect(localStorage.getItem('termsApproved')).toBe('0');
    expect(storage.termsApproved.get()).toBe(0);
    storage.termsApproved.set(true);
    expect(storage.termsApproved.get()).toBe(1);
    storage.termsApproved.set(false);
    expect(storage.termsApproved.get()).toBe(0);
    localStorage.setItem('termsApproved', 'yes');
    expect(storage.termsApproved.get()).toBeNull();
  });

  it('round-trips booleans as JSON', () => {
    storage.defaultHolding.set(true);
    storage.firstLoginforDefaultHolding.set(false);
    storage.mobile.set(true);
    expect(localStorage.getItem('defaultHolding')).toBe('true');
    expect(storage.defaultHolding.get()).toBe(true);
    expect(storage.firstLoginforDefaultHolding.get()).toBe(false);
    expect(storage.mobile.get()).toBe(true);
    localStorage.setItem('mobile', '"1"');
    expect(storage.mobile.get()).toBeNull();
  });

  it('round-trips JSON records and lists', () => {
    const menu = [{ id: '1', title: 'Faturalar', url: '/p/invoices', children: [] }];
    storage.customerMenu.set(menu);
    expect(storage.customerMenu.get()).toEqual(menu);

    const list = [{ corporateNcst: 'C-1', corporateName: 'A', defaultCompany: true }];
    storage.easyLoginCorporateList.set(list);
    expect(storage.easyLoginCorporateList.get()).toEqual(list);

    storage.menuEvent.set({ menuName: 'Faturalar', menuUrl: '/p/invoices' });
    expect(storage.menuEvent.get()).toEqual({ menuName: 'Faturalar', menuUrl: '/p/invoices' });

    storage.activeUser.set(user);
    expect(storage.activeUser.get()).toEqual(user);
  });

  it('reads malformed or wrongly shaped JSON as null instead of throwing', () => {
    localStorage.setItem('customerMenu', '{not json');
    localStorage.setItem('easyLoginCorporateList', '{"a":1}');
    localStorage.setItem('menuEvent', '{"menuName":1}');
    localStorage.setItem('activeUser', '[]');
    localStorage.setItem('defaultHolding', 'undefined');
    expect(storage.customerMenu.get()).toBeNull();
    expect(storage.easyLoginCorporateList.get()).toBeNull();
    expect(storage.menuEvent.get()).toBeNull();
    expect(storage.activeUser.get()).toBeNull();
    expect(storage.defaultHolding.get()).toBeNull();
    localStorage.setItem('activeUser', 'null');
    expect(storage.activeUser.get()).toBeNull();
  });

  it('does not crash when storage is blocked', () => {
    const boom = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(boom);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(boom);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(boom);
    vi.spyOn(Storage.prototype, 'key').mockImplementation(boom);
    expect(() => storage.pageToken.set('x')).not.toThrow();
    expect(storage.pageToken.get()).toBeNull();
    expect(storage.activeUser.get()).toBeNull();
    expect(storage.termsApproved.get()).toBeNull();
    expect(() => storage.menuEvent.remove()).not.toThrow();
    expect(() => storage.customerMenu.set([])).not.toThrow();
    expect(() => clearExceptKept()).not.toThrow();
    expect(isLoggedIn()).toBe(false);
  });

  it('does not crash when window.localStorage itself throws', () => {
    const spy = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(storage.pageToken.get()).toBeNull();
      expect(() => storage.pageToken.set('x')).not.toThrow();
      expect(() => clearExceptKept()).not.toThrow();
      expect(isLoggedIn()).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('drops values JSON cannot serialise', () => {
    const cyclic: { self?: unknown; menuName: string; menuUrl: string } = { menuName: 'a', menuUrl: '/a' };
    cyclic.self = cyclic;
    expect(() => storage.menuEvent.set(cyclic)).not.toThrow();
    expect(storage.menuEvent.get()).toBeNull();
  });
});

describe('clearExceptKept', () => {
  it('keeps adBlockModalcreatedDate, toolTipDisplayed and _n_ keys only', () => {
    storage.pageToken.set('tok');
    storage.activeUser.set(user);
    storage.referer.set('/x');
    storage.adBlockModalcreatedDate.set('2025-10-22');
    storage.toolTipDisplayed.set('1');
    localStorage.setItem('_n_visitor', 'v');
    localStorage.setItem('_n_', 'bare prefix');
    localStorage.setItem('foreign', 'f');
    localStorage.setItem('n_almost', 'x');
    clearExceptKept();
    expect(Object.keys(localStorage).sort()).toEqual(
      ['_n_', '_n_visitor', 'adBlockModalcreatedDate', 'toolTipDisplayed'].sort(),
    );
    expect(localStorage.getItem('_n_visitor')).toBe('v');
  });

  it('handles an empty storage', () => {
    clearExceptKept();
    expect(localStorage.length).toBe(0);
  });

  it('isKeptKey matches the rule', () => {
    expect(isKeptKey('adBlockModalcreatedDate')).toBe(true);
    expect(isKeptKey('toolTipDisplayed')).toBe(true);
    expect(isKeptKey('_n_abc')).toBe(true);
    expect(isKeptKey('pageToken')).toBe(false);
    expect(isKeptKey('x_n_')).toBe(false);
  });
});

describe('clearForLogout', () => {
  it('clears and stores the current path as referer', () => {
    storage.pageToken.set('tok');
    storage.toolTipDisplayed.set('1');
    clearForLogout('/contracts?tab=2');
    expect(storage.pageToken.get()).toBeNull();
    expect(storage.toolTipDisplayed.get()).toBe('1');
    expect(storage.referer.get()).toBe('/contracts?tab=2');
  });

  it('does not store / or an empty path, nor when told not to', () => {
    storage.referer.set('/old');
    clearForLogout('/');
    expect(storage.referer.get()).toBeNull();
    clearForLogout('');
    expect(storage.referer.get()).toBeNull();
    clearForLogout('/dashboard', false);
    expect(storage.referer.get()).toBeNull();
  });
});

describe('isLoggedIn', () => {
  it('needs a pageToken and an active user with corporateNcst and customerNcst', () => {
    expect(isLoggedIn()).toBe(false);
    storage.pageToken.set('tok');
    expect(isLoggedIn()).toBe(false);
    storage.activeUser.set({ ...user, customerNcst: '' });
    expect(isLoggedIn()).toBe(false);
    storage.activeUser.set({ ...user, corporateNcst: '' });
    expect(isLoggedIn()).toBe(false);
    storage.activeUser.set(user);
    expect(isLoggedIn()).toBe(true);
    storage.pageToken.set('');
    expect(isLoggedIn()).toBe(false);
  });
});
