import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { PermissionGroupId, PermissionLevel, PersonRights } from '../../api/authorizedUsers/types';
import type { RightsMachine } from '../../machines/session/rightsMachine';
import { useSessionRef } from './sessionActor';

export type RightsRef = ActorRefFrom<RightsMachine>;

/** Where the person's rights stand: still loading, failed to load, or known. */
export type RightsStatus = 'loading' | 'failed' | 'loaded';

/**
 * What one level of one group amounts to for the person: `granted`, `refused`, or not yet known
 * (`loading`, `failed`); only `granted` enables anything.
 */
export type Right = 'granted' | 'refused' | 'loading' | 'failed';

/** The session's rights child (src/machines/session/rightsMachine.ts), while the person is in. */
export function useRightsRef(): RightsRef | undefined {
  const session = useSessionRef();
  // The child's ref is the same object for as long as it lives, so selecting it is stable.
  return useSelector(session, (s) => s.children.rights as RightsRef | undefined);
}

export function useRightsStatus(): RightsStatus {
  const ref = useRightsRef();
  return useSelector(ref, (s) =>
    s?.matches('loaded') ? 'loaded' : s?.matches('failed') ? 'failed' : 'loading',
  );
}

/** The rights once loaded, else undefined; what a flow that starts a change gets as input. */
export function usePersonRights(): PersonRights | undefined {
  const ref = useRightsRef();
  return useSelector(ref, (s) => (s?.matches('loaded') ? s.context.rights : undefined));
}

/** One level of one group, read from the one place the portal keeps the person's rights. */
export function useRight(group: PermissionGroupId, level: PermissionLevel): Right {
  const ref = useRightsRef();
  return useSelector(ref, (s) => {
    if (!s || s.matches('loading')) return 'loading';
    if (s.matches('failed')) return 'failed';
    return s.context.rights?.groups[group]?.[level] ? 'granted' : 'refused';
  });
}

/**
 * Whether the person has full authority in the session's company, read from the same rights child:
 * for what no grant covers (the audit trail, a line's call detail, signing a document).
 */
export function useFullAuthority(): Right {
  const ref = useRightsRef();
  return useSelector(ref, (s) => {
    if (!s || s.matches('loading')) return 'loading';
    if (s.matches('failed')) return 'failed';
    return s.context.rights?.fullAuthority ? 'granted' : 'refused';
  });
}

/** Asks the rights again after a failed load. */
export function useRetryRights(): () => void {
  const ref = useRightsRef();
  return () => ref?.send({ type: 'user.retryRights' });
}
