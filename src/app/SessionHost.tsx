import { useActorRef } from '@xstate/react';
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { onHttpEvent, preloadHttpClient } from '../actors/http';
import { config } from '../lib/config';
import { whenIdle } from '../lib/idle';
import {
  isLoggedInSession,
  readStoredSession,
  rootRedirect,
  type StoredSession,
} from '../lib/sessionSnapshot';
import { sessionMachine } from '../machines/session/sessionMachine';
import { shellMachine } from '../machines/shell/shellMachine';
import { SessionActorContext, ShellActorContext } from '../views/shared/sessionActor';
import { dismissBootSplash } from './bootSplash';
import { routeHttpEvent } from './httpBridge';
import { appInspector } from './inspection';

/** A login address inside this portal is a client-side route; anything else leaves the page. */
export function leaveFor(url: string, navigate: NavigateFunction, basePath = config.basePath): void {
  const base = basePath === '/' ? '' : basePath;
  if (/^https?:\/\//.test(url)) window.location.assign(url);
  else navigate(url.startsWith(base) ? url.slice(base.length) || '/' : url, { replace: true });
}

/**
 * A stored session opens the portal layout, and from "/" or "/dashboard" the dashboard: fetch
 * their code now, side by side, instead of the screen's only once the layout has arrived and
 * rendered (issue 7: three chunk round trips in a row before the dashboard's first paint).
 */
function preloadLanding(session: StoredSession, path: string): void {
  if (!isLoggedInSession(session)) return;
  const ignore = () => {};
  import('./shell/PortalLayout').catch(ignore);
  const toDashboard = path === '/dashboard' || (path === '/' && rootRedirect(session) === 'dashboard');
  if (toDashboard) import('../views/dashboard/DashboardView').catch(ignore);
}

/**
 * Starts the session and shell actors, gives them the router at the edge, feeds them the URL and
 * the HTTP layer's reactions, and provides them to the views.
 */
export function SessionHost({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  // The logic and the stored session are read once: useActorRef only uses the first render's.
  const [sessionLogic] = useState(() =>
    sessionMachine.provide({
      actions: {
        // Redirects replace the entry so Back does not bounce; a chosen page is a new entry.
        navigate: (_, { to, push }) => navigateRef.current(to, { replace: !push }),
        redirectToLoginApp: (_, { url }) => leaveFor(url, navigateRef.current),
      },
    }),
  );
  const [sessionOptions] = useState(() => {
    const session = readStoredSession();
    preloadLanding(session, location.pathname);
    return { input: { session, path: location.pathname }, inspect: appInspector() };
  });
  const [shellLogic] = useState(() =>
    shellMachine.provide({ actions: { goBack: () => navigateRef.current(-1) } }),
  );
  const session = useActorRef(sessionLogic, sessionOptions);
  const shell = useActorRef(shellLogic, { inspect: sessionOptions.inspect });

  useEffect(() => onHttpEvent((event) => routeHttpEvent(event, session, shell)), [session, shell]);
  useEffect(() => dismissBootSplash(), []);
  // The HTTP client is its own chunk: fetch it once the first page has had its turn.
  useEffect(() => whenIdle(preloadHttpClient, 2000), []);

  // The pages are rendered in a transition, which React renders in slices that give the main
  // thread back between them, instead of one long task at start-up (issue 7: total blocking
  // time). The static splash of index.html is on screen meanwhile.
  const [pagesStarted, setPagesStarted] = useState(false);
  useEffect(() => startTransition(() => setPagesStarted(true)), []);

  useEffect(() => {
    session.send({ type: 'route.changed', path: location.pathname });
  }, [session, location.pathname]);

  return (
    <SessionActorContext.Provider value={session}>
      <ShellActorContext.Provider value={shell}>{pagesStarted ? children : null}</ShellActorContext.Provider>
    </SessionActorContext.Provider>
  );
}
