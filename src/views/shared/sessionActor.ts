import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SessionMachine } from '../../machines/session/sessionMachine';
import type { shellMachine } from '../../machines/shell/shellMachine';

export type SessionRef = ActorRefFrom<SessionMachine>;
export type ShellRef = ActorRefFrom<typeof shellMachine>;

export const SessionActorContext = createContext<SessionRef | null>(null);
export const ShellActorContext = createContext<ShellRef | null>(null);

/** The running session actor, provided once by the app. */
export function useSessionRef(): SessionRef {
  const ref = useContext(SessionActorContext);
  if (!ref) throw new Error('useSessionRef outside SessionActorContext');
  return ref;
}

/** The session's steps with a page: their child runs while the person is at that step. */
type StepId = 'login' | 'terms' | 'corporateSelection';

/**
 * A step's child of the session (the login form, terms, corporate selection), while it runs: its
 * page renders the child's snapshot and sends it the person's events. The ref is the same object
 * for as long as the child lives, so selecting it is stable.
 */
export function useSessionStep<K extends StepId>(id: K) {
  return useSelector(useSessionRef(), (s) => s.children[id]);
}

export function useShellRef(): ShellRef {
  const ref = useContext(ShellActorContext);
  if (!ref) throw new Error('useShellRef outside ShellActorContext');
  return ref;
}
