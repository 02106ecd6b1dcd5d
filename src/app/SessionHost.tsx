import { useActorRef } from '@xstate/react';
import {
  type ReactNode,
  type RefObject,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { onHttpEvent, preloadHttpClient } from '../actors/http';
import { config } from '../lib/config';
import { hasLoginOpener } from '../lib/fastLoginChannel';
import { whenIdle } from '../lib/idle';
import { appInspector } from '../lib/inspection';
import { isLoggedInSession, readStoredSession } from '../lib/sessionSnapshot';
import { type SessionMachine, sessionMachine } from '../machines/session/sessionMachine';
import { shellMachine } from '../machines/shell/shellMachine';
import { SessionActorContext, ShellActorContext } from '../views/shared/sessionActor';
import { dismissBootSplash } from './bootSplash';
import { routeHttpEvent } from './httpBridge';
import { landingCode } from './landingCode';
import { performSessionEffects, type SessionRouter } from './sessionEdge';

/** A login address inside this portal is a client-side route; anything else leaves the page. */
export function leaveFor(url: string, navigate: NavigateFunction, basePath = config.basePath): void {
  const base = basePath === '/' ? '' : basePath;
  if (/^https?:\/\//.test(url)) window.location.assign(url);
  else navigate(url.startsWith(base) ? url.slice(base.length) || '/' : url, { replace: true });
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

  return (
    <SessionActorContext.Provider value={session}>
      <ShellHost session={session} navigateRef={navigateRef} inspect={sessionOptions.inspect}>
        {pagesStarted ? children : null}
      </ShellHost>
    </SessionActorContext.Provider>
  );
}

/**
 * The shell actor, in a component of its own: building each chart is a unit of React's work, and
 * the first render (a transition, main.tsx) gives the main thread back between the two.
 */
function ShellHost({
  session,
  navigateRef,
  inspect,
  children,
}: {
  session: ActorRefFrom<SessionMachine>;
  navigateRef: RefObject<NavigateFunction>;
  inspect: ReturnType<typeof appInspector>;
  children: ReactNode;
}) {
  const shell = useActorRef(shellMachine, { input: { goBack: () => navigateRef.current(-1) }, inspect });
  useEffect(() => onHttpEvent((event) => routeHttpEvent(event, session, shell)), [session, shell]);
  return <ShellActorContext.Provider value={shell}>{children}</ShellActorContext.Provider>;
}
