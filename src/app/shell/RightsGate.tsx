import type { ReactNode } from 'react';
import type { PermissionGroupId } from '../../api/authorizedUsers/types';
import { REFUSALS } from '../../lib/refusals';
import { RightsPageGate } from '../../views/shared/RightsPageGate';
import { useRight } from '../../views/shared/rights';

/**
 * A page of an operation group opens only for a person who may view the group (issue 37): while the
 * rights load, a spinner; a failed load, a retry; a refusal, the sentence instead of the page, so
 * the page's own calls are never made. One place for every page (the route table knows the group).
 */
export function RightsGate({
  group,
  title,
  children,
}: {
  group: PermissionGroupId;
  title: string;
  children: ReactNode;
}) {
  return (
    <RightsPageGate right={useRight(group, 'read')} title={title} refusal={REFUSALS.read}>
      {children}
    </RightsPageGate>
  );
}
