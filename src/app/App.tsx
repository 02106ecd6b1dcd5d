import { BrowserRouter } from 'react-router';
import { config } from '../lib/config';
import { AppRoutes } from './AppRoutes';
import { Overlays } from './Overlays';
import { SessionHost } from './SessionHost';

export function App({ basename = config.basePath }: { basename?: string }) {
  return (
    <BrowserRouter basename={basename}>
      <SessionHost>
        <AppRoutes />
        <Overlays />
      </SessionHost>
    </BrowserRouter>
  );
}
