import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { resetHttpClient } from '../../../src/actors/http';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { Overlays } from '../../../src/app/Overlays';
import { SessionHost } from '../../../src/app/SessionHost';
import { applyLoginResponse, EMPTY_SESSION, writeStoredSession } from '../../../src/lib/sessionSnapshot';
import { probedActors } from './actorProbe';
import { apiLogin, type SandboxHarness } from './sandboxHarness';

/**
 * Opens the portal as a logged-in person on a page: a fresh seeded sandbox, the login stored as
 * after a real login, the whole app rendered. `beforeRender` arranges the back end for the
 * actors that start with the page (their outcome is the path's first step).
 */
export async function openPortal(
  harness: SandboxHarness,
  user: { userName: string; password: string },
  path: string,
  beforeRender: () => void = () => {},
) {
  harness.reset();
  resetHttpClient();
  localStorage.clear();
  probedActors.clear();
  const login = await apiLogin(harness.sandbox, user.userName, user.password);
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

/** Loads the lazy chunks once so the first walk does not wait for their transform. */
export async function preloadScreens() {
  await Promise.all([
    ...Object.values(import.meta.glob('../../../src/views/**/*View.tsx')).map((load) => load()),
    import('../../../src/app/shell/PortalLayout'),
  ]);
}
