import type { LoginResponse } from '../../api/types';
import type { StoredSession } from '../../lib/sessionSnapshot';
import type { AnalyticsEffect, NavigateEffect } from '../shared/page/pageEffects';

/** Leave the portal for the login application (spec §2): an address the edge opens. */
export type LeaveEffect = { type: 'leave'; url: string };

/**
 * The session's storage moments (spec §4), as data: the edge (src/app/sessionEdge.ts) writes them
 * with the browser's storage, so the chart holds no storage and its snapshot stays data.
 */
export type SessionStorageEffect =
  /** The session snapshot, after every change worth keeping over a reload. */
  | { type: 'storeSession'; session: StoredSession }
  /** A fresh login's snapshot: also forgets what the previous login left behind. */
  | { type: 'storeLogin'; session: StoredSession }
  /** After a clear only the referer is stored again (spec §2). */
  | { type: 'storeReferer'; referer: string }
  /** Logout and expiry: everything but the kept keys goes. */
  | { type: 'clearStorage' };

/** The fast-login popup hands a completed login to the page that opened it, and closes (spec §2). */
export type HandOverEffect = { type: 'handOverLogin'; response: LoginResponse };

/** Everything the session chart asks of the edge: it emits these, src/app performs them. */
export type SessionEmitted =
  | NavigateEffect
  | LeaveEffect
  | SessionStorageEffect
  | AnalyticsEffect
  | HandOverEffect;
