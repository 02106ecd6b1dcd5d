import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { resetHttpClient } from '../../../src/actors/http';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { Overlays } from '../../../src/app/Overlays';
import { SessionHost } from '../../../src/app/SessionHost';
import { applyLoginResponse, EMPTY_SESSION, writeStoredSession } from '../../../src/lib/sessionSnapshot';
import { probedActors } from './actorProbe';
import { shellMode } from './leanShell';
import type { SandboxHarness } from './sandboxHarness';

/**
 * Opens the portal as a logged-in person on a page: a copy of the seeded sandbox where they have
 * just logged in, the login stored as after a real login, the whole app rendered at the page.
 * The login itself is the session model's to walk; here it would only cost time per path.
 * `beforeRender` arranges the back end for the actors that start with the page (their outcome
 * is the path's first step). `shell: false` leaves the header and side menu out (leanShell.ts).
 */
export async function openPortal(
  harness: SandboxHarness,
  user: { userName: string; password: string },
  path: string,
  beforeRender: () => void = () => {},
  { shell = true }: { shell?: boolean } = {},
) {
  shellMode.lean = !shell;
  const login = await harness.signIn(user);
  resetHttpClient();
  localStorage.clear();
  probedActors.clear();
  writeStoredSession(applyLoginResponse(EMPTY_SESSION, login));
  window.history.replaceState(null, '', path);
  beforeRender();
  return render(
    <BrowserRouter>
      <SessionHost>
        <AppRoutes />
        <Overlays />
      </SessionHost>
    </BrowserRouter>,
  );
}

/**
 * Loads the lazy chunks once so the first walk does not wait for their transform. The flow atlas
 * is left out: no model walks it, and its module lays out every machine's chart on import
 * (seconds per test file).
 */
export async function preloadScreens() {
  await Promise.all([
    ...Object.values(
      import.meta.glob(['../../../src/views/**/*View.tsx', '!../../../src/views/atlas/**']),
    ).map((load) => load()),
    import('../../../src/app/shell/PortalLayout'),
  ]);
}
