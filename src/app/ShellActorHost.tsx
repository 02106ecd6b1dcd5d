import { useActorRef } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { shellMachine } from '../machines/shell/shellMachine';
import { type ShellRef, ShellActorContext } from '../views/shared/sessionActor';

/**
 * The shell actor (notifications, modals, the busy overlay, the header's search and menu), in a
 * chunk of its own rather than the entry (issue 42): no page renders before it, and index.html's
 * boot script fetches it beside the entry on every visit (scripts/vite/bootPlugin.ts), so it
 * adds no round trip. Building its chart is also a unit of React's work of its own: the first
 * render (a transition, main.tsx) gives the main thread back between the session's and this.
 */
export default function ShellActorHost({
  goBack,
  inspect,
  onShell,
  children,
}: {
  goBack: () => void;
  inspect: ActorOptions<AnyActorLogic>['inspect'];
  /** Told the running actor: the HTTP layer's reactions held meanwhile go to it (httpBridge.ts). */
  onShell: (shell: ShellRef) => () => void;
  children: ReactNode;
}) {
  const shell = useActorRef(shellMachine, { input: { goBack }, inspect });
  useEffect(() => onShell(shell), [onShell, shell]);
  return <ShellActorContext.Provider value={shell}>{children}</ShellActorContext.Provider>;
}
