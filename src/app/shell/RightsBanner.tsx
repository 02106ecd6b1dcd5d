import { RIGHTS_LOAD_FAILED } from '../../lib/refusals';
import { RetryPanel } from '../../ui/RetryPanel';
import { useRetryRights, useRightsStatus } from '../../views/shared/rights';

/**
 * The rights could not be read (issue 37): said once above every page, with the one way to try
 * again; meanwhile pages of a group and actions stay closed, never "all allowed".
 */
export function RightsBanner() {
  const status = useRightsStatus();
  const retry = useRetryRights();
  if (status !== 'failed') return null;
  return (
    <div className="mb-4 max-w-xl">
      <RetryPanel onRetry={retry}>{RIGHTS_LOAD_FAILED}</RetryPanel>
    </div>
  );
}
