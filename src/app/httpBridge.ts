import type { HttpEvent } from '../actors/http';
import type { SessionRef } from '../views/shared/sessionActor';

/** The shell actor as the bridge sees it: what it is sent of the HTTP layer's reactions. */
type ShellTarget = { send(event: HttpEvent): void };

/** The HTTP layer's reactions go to the machine that owns them: session matters or overlays. */
export function routeHttpEvent(event: HttpEvent, session: Pick<SessionRef, 'send'>, shell: ShellTarget): void {
  if (event.type === 'http.menuRefresh') {
    session.send({ type: 'menu.refresh' });
    return;
  }
  const { reaction } = event;
  if (reaction.type === 'sessionExpired') session.send({ type: 'session.expired' });
  else if (reaction.type === 'logout') session.send({ type: 'session.unauthorized' });
  else shell.send(event);
}

/**
 * Where the overlays' reactions go while the shell actor's code is on its way (it is a chunk of
 * its own, issue 42): kept in order and handed to the actor once it runs, so a notification of a
 * call answered before (the rights row of a signed-in visit) is shown, not lost. After `attach`'s
 * cleanup (the actor stopped) reactions wait again for the next one.
 */
export function shellInbox(): ShellTarget & { attach(shell: ShellTarget): () => void } {
  let target: ShellTarget | undefined;
  const held: HttpEvent[] = [];
  return {
    send(event) {
      if (target) target.send(event);
      else held.push(event);
    },
    attach(shell) {
      target = shell;
      for (const event of held.splice(0)) shell.send(event);
      return () => {
        if (target === shell) target = undefined;
      };
    },
  };
}
