import type { EventObject } from 'xstate';
import type { advisorsMachine } from '../../src/machines/customerRepresentative/advisorsMachine';

export type AdvisorsSnapshot = ReturnType<typeof advisorsMachine.getInitialSnapshot>;
type ModelEvent = EventObject & Record<string, unknown>;

/** The first advisor of the sandbox's list (server/customer/handlers.ts). */
export const FIRST_ADVISOR = 'Derya Aksoy';
export const ADVISORS_PATH = '/dc_ccsi/v1/customer-advisors';

/**
 * The advisors page: the list answers or fails; the person retries. The page offers no refresh
 * of a loaded list (user.refresh is excused in advisors.exceptions.ts), so it is no candidate.
 */
export function advisorsEvents(snapshot: AdvisorsSnapshot): ModelEvent[] {
  return [
    {
      type: 'xstate.done.actor.load',
      output: { advisors: [{ id: 'adv-1', name: FIRST_ADVISOR }] },
    },
    { type: 'xstate.error.actor.load', error: new Error('Servis başarısız oldu.') },
    { type: 'user.retry' },
  ].filter((event) => snapshot.can(event as never));
}

export const serializeAdvisors = (s: AdvisorsSnapshot) => JSON.stringify(s.value);
