import { useSelector } from '@xstate/react';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import type { PermissionGroupId } from '../api/authorizedUsers/types';
import { ROUTES, type RouteEntry } from '../lib/routes';
import { StepCodeFailed } from '../views/shared/StepCodeFailed';
import { useSessionRef } from '../views/shared/sessionActor';
import { ErrorBoundary } from './ErrorBoundary';
import { Loader } from './Loader';
import { BUILT_SCREENS, portalLayout as PortalLayout, screens } from './screens';

/** The machine owns the redirects; a route only renders what the session state allows. */
function LoggedOutOnly({ children }: { children: ReactNode }) {
  const session = useSessionRef();
  const anonymous = useSelector(session, (s) => s.matches('anonymous'));
  return anonymous ? children : <Loader />;
}

function Private({
  tag,
  children,
  withMenu = true,
  gate,
}: {
  tag: string;
  children: ReactNode;
  withMenu?: boolean;
  /** The page's operation group and title, for the rights gate (src/app/shell/RightsGate.tsx). */
  gate?: { group: PermissionGroupId; title: string };
}) {
  const session = useSessionRef();
  // Fetch the shell while the session is still being confirmed rather than after it.
  useEffect(() => {
    PortalLayout.preload().catch(() => {});
  }, []);
  // The page stays under the expiry modal so nothing on it is lost from view.
  const visible = useSelector(
    session,
    (s) => s.hasTag(tag) || (tag === 'view:portal' && s.hasTag('view:expired')),
  );
  // The header switcher's change whose code did not load: said where the loader would stay.
  const codeFailed = useSelector(session, (s) => s.hasTag('view:stepCodeFailed'));
  return visible ? (
    <PortalLayout withMenu={withMenu} gate={gate}>
      {children}
    </PortalLayout>
  ) : codeFailed ? (
    <div className="mx-auto max-w-xl p-6">
      <StepCodeFailed />
    </div>
  ) : (
    <Loader />
  );
}

function screenFor(pattern: string) {
  const Screen = BUILT_SCREENS[pattern] ?? screens.notAvailable;
  return <Screen />;
}

function privateElement({ pattern, group, title }: RouteEntry) {
  if (pattern === '/terms-approved') {
    return (
      <Private tag="view:terms" withMenu={false}>
        {screenFor(pattern)}
      </Private>
    );
  }
  if (pattern === '/corporate-selection')
    return <Private tag="view:corporateSelection">{screenFor(pattern)}</Private>;
  return (
    <Private tag="view:portal" gate={group ? { group, title } : undefined}>
      {screenFor(pattern)}
    </Private>
  );
}

/** An address no route has: inside the shell for a signed-in person, so the menu stays. */
function NotFoundRoute() {
  const session = useSessionRef();
  const signedIn = useSelector(session, (s) => s.hasTag('view:portal'));
  const NotFound = screens.notFound;
  const InShell = screens.notFoundInShell;
  return signedIn ? (
    <PortalLayout>
      <InShell />
    </PortalLayout>
  ) : (
    <NotFound />
  );
}

export function AppRoutes() {
  const Login = screens.login;
  const NotAvailable = screens.notAvailable;
  const Atlas = screens.atlas;
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loader />}>
        <Routes>
          <Route path="/" element={<LoggedOutOnly>{<Login />}</LoggedOutOnly>} />
          {ROUTES.map((route) => {
            const { pattern, access } = route;
            return (
              <Route
                key={pattern}
                path={pattern}
                element={
                  access === 'private' ? (
                    privateElement(route)
                  ) : pattern === '/login/*' ? (
                    <LoggedOutOnly>
                      <Login />
                    </LoggedOutOnly>
                  ) : access === 'loggedOutOnly' ? (
                    // Logged in, the session machine redirects to / (spec §2); until then a loader.
                    <LoggedOutOnly>
                      {BUILT_SCREENS[pattern] ? screenFor(pattern) : <NotAvailable publicPage />}
                    </LoggedOutOnly>
                  ) : BUILT_SCREENS[pattern] ? (
                    // A public page a feature has built (e.g. /showinvoicepdf), logged in or out.
                    screenFor(pattern)
                  ) : (
                    <NotAvailable publicPage />
                  )
                }
              />
            );
          })}
          <Route path="/akislar" element={<Atlas />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
