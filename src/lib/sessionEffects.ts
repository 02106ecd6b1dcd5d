/**
 * The session's effects: local storage and analytics. The session chart only names these
 * moments; the app gives the browser's implementation once, as input, where it creates the
 * actor (SessionHost), so the chart itself writes nothing.
 */
import type { LoginResponse } from '../api/types';
import { type AnalyticsEvent, analytics } from './analytics';
import { handOverLogin } from './fastLoginChannel';
import { persistLogin, type StoredSession, writeStoredSession } from './sessionSnapshot';
import { clearExceptKept, storage } from './storage';

export interface SessionEffects {
  /** The session snapshot, after every change worth keeping over a reload. */
  storeSession(session: StoredSession): void;
  /** A fresh login's snapshot: also forgets what the previous login left behind. */
  storeLogin(session: StoredSession): void;
  /** After a clear only the referer is stored again (spec §2). */
  storeReferer(referer: string): void;
  /** Logout and expiry: everything but the kept keys goes. */
  clearStorage(): void;
  track(event: AnalyticsEvent): void;
  /** Hands a completed login to the opener and closes the popup. */
  handOverLogin?(response: LoginResponse): void;
}

export const browserSessionEffects: SessionEffects = {
  storeSession: writeStoredSession,
  storeLogin: persistLogin,
  storeReferer: (referer) => storage.referer.set(referer),
  clearStorage: clearExceptKept,
  track: (event) => analytics.track(event),
  handOverLogin: (response) => handOverLogin(response),
};
