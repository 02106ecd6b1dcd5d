/**
 * Where the customer manager's session is kept: sessionStorage (this tab only, gone with it),
 * apart from the company session's local storage, so a company logout's clear (spec §4) leaves
 * the manager signed in for "Portföye dön". The manager pages read it as input; their charts
 * write it through a `storage` effect under this key (src/lib/storageEffect.ts), which the edge
 * performs (src/views/shared/usePageActor.ts).
 */
import type { ManagerLogin } from '../api/customerManager/types';

export const MANAGER_SESSION_KEY = 'customerManagerSession';

export function readManagerSession(): ManagerLogin | null {
  try {
    const raw = sessionStorage.getItem(MANAGER_SESSION_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<ManagerLogin>) : null;
    return value && typeof value.managerToken === 'string' && typeof value.managerName === 'string'
      ? { managerToken: value.managerToken, managerName: value.managerName }
      : null;
  } catch {
    return null;
  }
}
