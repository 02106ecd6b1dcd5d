import { useParams } from 'react-router';
import { DemandDetailPage } from './DemandDetailPage';
import { RequestFormPage } from './RequestFormPage';
import { RequestHomePage } from './RequestHomePage';

export const HISTORY_PREFIX = 'history/';

/**
 * /request-submitting: the menu and the history; /request-submitting/{pageName}: one request's
 * form; /request-submitting/history/{demandId}: one demand. No request type is named "history".
 */
export default function RequestSubmittingView() {
  const rest = useParams()['*'] ?? '';
  if (rest.startsWith(HISTORY_PREFIX)) {
    const demandId = decodeURIComponent(rest.slice(HISTORY_PREFIX.length));
    return <DemandDetailPage key={demandId} demandId={demandId} />;
  }
  return rest ? <RequestFormPage key={rest} pageName={rest} /> : <RequestHomePage />;
}
