/**
 * Every locally stored key of spec §3 with typed accessors over window.localStorage, the
 * clear-except rule and the logged-in rule of spec §4.
 *
 * Storage may be missing or blocked (private mode, disabled cookies): every access is
 * guarded, reads then give null and writes are dropped. Malformed JSON reads as null.
 */
import type { EasyLoginCorporate, MenuItem } from '../api/types';

/** The active user of spec §3, stored under `activeUser`. */
export interface ActiveUser {
  /** From the login response's userFullname. */
  userName: string;
  corporateName: string;
  corporateNcst: string;
  customerNcst: string;
  companySegment: string;
  voiceProduct?: boolean;
  dataProduct?: boolean;
  m2mProduct?: boolean;
  authorizedPersonType: string;
  /** The login response's productId as text. */
  customerId: string;
  defaultHolding: boolean;
  /** The customer manager working on this person's behalf (customer-to-login), else absent. */
  customerManagerName?: string;
}

/** A menu click remembered across a navigation, reported at start-up (spec §2). */
export interface MenuEvent {
  menuName: string;
  menuUrl: string;
}

export type TermsApproved = 0 | 1;

export const STORAGE_KEYS = {
  pageToken: 'pageToken',
  customerMenu: 'customerMenu',
  termsApproved: 'termsApproved',
  easyLoginCorporateList: 'easyLoginCorporateList',
  defaultHolding: 'defaultHolding',
  firstLoginforDefaultHolding: 'firstLoginforDefaultHolding',
  referer: 'referer',
  adBlockModalcreatedDate: 'adBlockModalcreatedDate',
  toolTipDisplayed: 'toolTipDisplayed',
  menuEvent: 'menuEvent',
  customerSurveyDisplayed: 'customerSurveyDisplayed',
  activeUser: 'activeUser',
  mobile: 'mobile',
  productType: 'productType',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys that survive a logout clear (spec §4). */
export const KEPT_KEYS = ['adBlockModalcreatedDate', 'toolTipDisplayed'] as const;
/** Keys with this prefix also survive a clear (spec §3). */
export const KEPT_PREFIX = '_n_';

/** window.localStorage, or null when there is none or it is blocked. */
function store(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readRaw(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Blocked or full storage: the value is simply not kept.
  }
}

export function removeRaw(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Blocked storage: nothing to remove.
  }
}

export interface Item<T, In = T> {
  readonly key: StorageKey;
  get(): T | null;
  set(value: In): void;
  remove(): void;
}

function textItem(key: StorageKey): Item<string> {
  return {
    key,
    get: () => readRaw(key),
    set: (value) => writeRaw(key, value),
    remove: () => removeRaw(key),
  };
}

function jsonItem<T>(key: StorageKey, isValid: (value: unknown) => value is T): Item<T> {
  return {
    key,
    get: () => {
      const raw = readRaw(key);
      if (raw === null) return null;
      try {
        const value: unknown = JSON.parse(raw);
        return isValid(value) ? value : null;
      } catch {
        return null;
      }
    },
    set: (value) => {
      try {
        writeRaw(key, JSON.stringify(value));
      } catch {
        // Unserialisable value (cycle, BigInt): not stored.
      }
    },
    remove: () => removeRaw(key),
  };
}

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isArray = <T>(v: unknown): v is T[] => Array.isArray(v);
const isMenuEvent = (v: unknown): v is MenuEvent =>
  isRecord(v) && typeof v.menuName === 'string' && typeof v.menuUrl === 'string';
const isActiveUser = (v: unknown): v is ActiveUser => isRecord(v);

const termsApprovedItem: Item<TermsApproved, TermsApproved | boolean> = {
  key: STORAGE_KEYS.termsApproved,
  get: () => {
    const raw = readRaw(STORAGE_KEYS.termsApproved);
    return raw === '1' ? 1 : raw === '0' ? 0 : null;
  },
  set: (value) => writeRaw(STORAGE_KEYS.termsApproved, value === 1 || value === true ? '1' : '0'),
  remove: () => removeRaw(STORAGE_KEYS.termsApproved),
};

/** Typed accessors, one per key: `storage.pageToken.get()`. */
export const storage = {
  pageToken: textItem(STORAGE_KEYS.pageToken),
  customerMenu: jsonItem(STORAGE_KEYS.customerMenu, isArray<MenuItem>),
  /** Stored as '0' or '1'. */
  termsApproved: termsApprovedItem,
  easyLoginCorporateList: jsonItem(STORAGE_KEYS.easyLoginCorporateList, isArray<EasyLoginCorporate>),
  defaultHolding: jsonItem(STORAGE_KEYS.defaultHolding, isBoolean),
  firstLoginforDefaultHolding: jsonItem(STORAGE_KEYS.firstLoginforDefaultHolding, isBoolean),
  referer: textItem(STORAGE_KEYS.referer),
  adBlockModalcreatedDate: textItem(STORAGE_KEYS.adBlockModalcreatedDate),
  toolTipDisplayed: textItem(STORAGE_KEYS.toolTipDisplayed),
  menuEvent: jsonItem(STORAGE_KEYS.menuEvent, isMenuEvent),
  customerSurveyDisplayed: jsonItem(STORAGE_KEYS.customerSurveyDisplayed, isBoolean),
  activeUser: jsonItem(STORAGE_KEYS.activeUser, isActiveUser),
  /** The mobile flag of spec §8 (401 → session-expired modal instead of logout). */
  mobile: jsonItem(STORAGE_KEYS.mobile, isBoolean),
  /** Removed after login (spec §4). */
  productType: textItem(STORAGE_KEYS.productType),
} as const;

/** Whether a key survives clearExceptKept. */
export function isKeptKey(key: string): boolean {
  return (KEPT_KEYS as readonly string[]).includes(key) || key.startsWith(KEPT_PREFIX);
}

/** Clears local storage except adBlockModalcreatedDate, toolTipDisplayed and `_n_*` (spec §4). */
export function clearExceptKept(): void {
  const s = store();
  if (!s) return;
  try {
    const doomed: string[] = [];
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i);
      if (key !== null && !isKeptKey(key)) doomed.push(key);
    }
    for (const key of doomed) s.removeItem(key);
  } catch {
    // Blocked storage: nothing to clear.
  }
}

/**
 * The storage half of logout or a forced redirect (spec §2, §4): clear except the kept keys,
 * then store the current path as referer unless it is "/" (or empty) or the caller says not to.
 * Read the active user before calling this if the redirect address depends on it.
 */
export function clearForLogout(currentPath?: string, rememberReferer = true): void {
  clearExceptKept();
  if (rememberReferer && currentPath && currentPath !== '/') storage.referer.set(currentPath);
}

/** Logged in: a pageToken is stored and the active user has corporateNcst and customerNcst (spec §4). */
export function isLoggedIn(): boolean {
  const token = storage.pageToken.get();
  const user = storage.activeUser.get();
  return Boolean(token) && Boolean(user?.corporateNcst) && Boolean(user?.customerNcst);
}
