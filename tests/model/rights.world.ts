import type { EventObject } from 'xstate';
import { PERMISSION_GROUP_IDS, type PersonRights } from '../../src/api/authorizedUsers/types';
import type { rightsMachine } from '../../src/machines/session/rightsMachine';

export type RightsSnapshot = ReturnType<typeof rightsMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

export const RIGHTS_PATH = '/dc_ccsi/v1/session/rights';

/** The limited user in her first company (server/db/seed-users.ts), as the row answers it. */
const LIMITED: PersonRights = {
  fullAuthority: false,
  groups: Object.fromEntries(
    PERMISSION_GROUP_IDS.map((id) => [
      id,
      { read: id !== 'invoices', request: id === 'lineUser' || id === 'secureInternet', approve: false },
    ]),
  ) as PersonRights['groups'],
};

/**
 * The rights child of the session: the row answers or fails, the person retries, a company switch
 * reloads. A switch while the rights are still loading is excused (rights.exceptions.ts): the
 * walk cannot hold the sandbox's answer back.
 */
export function rightsEvents(snapshot: RightsSnapshot): ModelEvent[] {
  return [
    { type: 'xstate.done.actor.personRights', output: LIMITED },
    { type: 'xstate.error.actor.personRights', error: new Error('Servis başarısız oldu.') },
    { type: 'user.retryRights' },
    ...(snapshot.matches('loading') ? [] : [{ type: 'rights.reload' }]),
  ].filter((event) => snapshot.can(event as never));
}

export const serializeRights = (s: RightsSnapshot) => JSON.stringify(s.value);
