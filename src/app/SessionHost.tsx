import { useActorRef } from '@xstate/react';
import { type ReactNode, Suspense, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { onHttpEvent, preloadHttpClient } from '../actors/http';
import { config } from '../lib/config';
import { hasLoginOpener } from '../lib/fastLoginChannel';
import { whenIdle } from '../lib/idle';
import { appInspector } from '../lib/inspection';
import { isLoggedInSession, readStoredSession } from '../lib/sessionSnapshot';
import { sessionMachine } from '../machines/session/sessionMachine';
import { SessionActorContext } from '../views/shared/sessionActor';
import { dismissBootSplash } from './bootSplash';
import { ErrorBoundary } from './ErrorBoundary';
import { routeHttpEvent, shellInbox } from './httpBridge';
import { landingCode } from './landingCode';
import { shellHost as ShellActorHost } from './screens';
import { performSessionEffects, type SessionRouter } from './sessionEdge';

/** A login address inside this portal is a client-side route; anything else leaves the page. */
export function leaveFor(url: string, navigate: NavigateFunction, basePath = config.basePath): void {
  const base = basePath === '/' ? '' : basePath;
  if (/^https?:\/\//.test(url)) window.location.assign(url);
  else navigate(url.startsWith(base) ? url.slice(base.length) || '/' : url, { replace: true });
}

/**
 * Starts the session and shell actors, gives them the router at the edge, feeds them the URL and
 * the HTTP layer's reactions, and provides them to the views. The shell's code is a chunk of its
 * own (ShellActorHost.tsx); the pages wait for it with the landing page's code.
 */
export function SessionHost({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  // The stored session and the opener are read once: useActorRef only uses the first render's.
  const [sessionOptions] = useState(() => {
    const session = readStoredSession();
    return {
      input: { session, path: location.pathname, loginOpener: hasLoginOpener() },
      inspect: appInspector(),
      landing: landingCode(session, location.pathname),
    };
  });
  const session = useActorRef(sessionMachine, {
    input: sessionOptions.input,
    inspect: sessionOptions.inspect,
  });
  // The chart's effects are performed here, the edge: a layout effect subscribes before
  // useActorRef's own effect starts the actor, so a redirect of its first state is not lost.
  useLayoutEffect(() => {
    const router: SessionRouter = {
      navigate: (to, replace) => navigateRef.current(to, { replace }),
      leave: (url) => leaveFor(url, navigateRef.current),
    };
    return performSessionEffects(session, router);
  }, [session]);

  useEffect(() => dismissBootSplash(), []);
  // The pages first render once the landing page's code is there (index.html has already asked
  // for it), and in a transition, which React renders in slices that give the main thread back
  // between them instead of one long task (issue 7). The static splash is on screen meanwhile.
  const [pagesStarted, setPagesStarted] = useState(false);
  useEffect(() => {
    let live = true;
    const start = () => {
      if (live) startTransition(() => setPagesStarted(true));
    };
    Promise.all(sessionOptions.landing.map((code) => code.preload())).then(start, start);
    return () => {
      live = false;
    };
  }, [sessionOptions]);
  // The HTTP client is its own chunk. A logged-in page calls the server as soon as it is up, so
  // its code (index.html already fetches it) is run now, in a task of its own rather than inside
  // the first call; the login page needs it only once the form is sent.
  const loggedIn = isLoggedInSession(sessionOptions.input.session);
  useEffect(() => {
    if (loggedIn) {
      preloadHttpClient();
      return undefined;
    }
    return pagesStarted ? whenIdle(preloadHttpClient, 2000) : undefined;
  }, [loggedIn, pagesStarted]);

  useEffect(() => {
    session.send({ type: 'route.changed', path: location.pathname });
  }, [session, location.pathname]);

  // The HTTP layer's reactions from the first call on; the shell's wait in the inbox for its actor.
  const [shellEvents] = useState(shellInbox);
  useEffect(() => onHttpEvent((event) => routeHttpEvent(event, session, shellEvents)), [session, shellEvents]);
  const [goBack] = useState(() => () => navigateRef.current(-1));

  return (
    <SessionActorContext.Provider value={session}>
      <ErrorBoundary>
        <Suspense fallback={null}>
          <ShellActorHost goBack={goBack} inspect={sessionOptions.inspect} onShell={shellEvents.attach}>
            {pagesStarted ? children : null}
          </ShellActorHost>
        </Suspense>
      </ErrorBoundary>
    </SessionActorContext.Provider>
  );
}
