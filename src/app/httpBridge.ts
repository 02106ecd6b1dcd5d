import type { HttpEvent } from '../actors/http';
import type { SessionRef, ShellRef } from '../views/shared/sessionActor';

/** The HTTP layer's reactions go to the machine that owns them: session matters or overlays. */
export function routeHttpEvent(
  event: HttpEvent,
  session: Pick<SessionRef, 'send'>,
  shell: Pick<ShellRef, 'send'>,
): void {
  if (event.type === 'http.menuRefresh') {
    session.send({ type: 'menu.refresh' });
    return;
  }
  const { reaction } = event;
  if (reaction.type === 'sessionExpired') session.send({ type: 'session.expired' });
  else if (reaction.type === 'logout') session.send({ type: 'session.unauthorized' });
  else shell.send(event);
}
