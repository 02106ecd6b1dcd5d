/**
 * Where the customer manager's session is kept: sessionStorage (this tab only, gone with it),
 * apart from the company session's local storage, so a company logout's clear (spec §4) leaves
 * the manager signed in for "Portföye dön". The manager pages read it as input; their charts
 * write it through a `managerSession` effect the edge performs (src/views/shared/usePageActor.ts).
 */
import type { ManagerLogin } from '../api/customerManagerTypes';

const KEY = 'customerManagerSession';

export function readManagerSession(): ManagerLogin | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<ManagerLogin>) : null;
    return value && typeof value.managerToken === 'string' && typeof value.managerName === 'string'
      ? { managerToken: value.managerToken, managerName: value.managerName }
      : null;
  } catch {
    return null;
  }
}

export function writeManagerSession(login: ManagerLogin): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(login));
  } catch {
    // Blocked storage: the manager signs in again on the next page load.
  }
}

export function clearManagerSession(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Blocked storage: nothing was kept.
  }
}
