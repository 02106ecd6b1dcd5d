import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { config } from '../lib/config';
import { lazyScreen } from '../ui/lazyScreen';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import { SessionHost } from './SessionHost';

/**
 * Notifications, the information modal, the expiry modal and the busy overlay show nothing on a
 * first paint: their code (with the button and modal of the ui kit) comes after it, in a chunk of
 * its own, instead of in the entry every page evaluates first (issue 42). The shell chart keeps
 * whatever they are to show meanwhile. A chunk that fails to load reloads the page once, as a
 * screen's does, then says so (ErrorBoundary).
 */
const Overlays = lazyScreen(async () => {
  const { Overlays } = await import('./Overlays');
  return { default: Overlays };
});

export function App({ basename = config.basePath }: { basename?: string }) {
  return (
    <BrowserRouter basename={basename}>
      <SessionHost>
        <AppRoutes />
        <ErrorBoundary>
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
        </ErrorBoundary>
      </SessionHost>
    </BrowserRouter>
  );
}
