import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { resetHttpClient } from '../../../src/actors/http';
import { AppRoutes } from '../../../src/app/AppRoutes';
import { Overlays } from '../../../src/app/Overlays';
import { SessionHost } from '../../../src/app/SessionHost';
import { probedActors } from './actorProbe';
import { shellMode } from './leanShell';

/**
 * Opens the portal logged out at an address (the login page, an entry page): nothing stored, the
 * whole app rendered without the header and side menu, which a logged-out page never shows.
 */
export function openLoggedOut(path: string) {
  shellMode.lean = true;
  resetHttpClient();
  localStorage.clear();
  probedActors.clear();
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <SessionHost>
        <AppRoutes />
        <Overlays />
      </SessionHost>
    </BrowserRouter>,
  );
}
