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

export function useShellRef(): ShellRef {
  const ref = useContext(ShellActorContext);
  if (!ref) throw new Error('useShellRef outside ShellActorContext');
  return ref;
}
