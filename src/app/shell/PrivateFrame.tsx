import type { ReactNode } from 'react';
import type { PermissionGroupId } from '../../api/authorizedUsers/types';
import { MenuEntry } from './MenuEntry';
import { PortalLayout } from './PortalLayout';
import { RightsBanner } from './RightsBanner';
import { RightsGate } from './RightsGate';

/**
 * A signed-in page's frame: the layout with the rights banner and the rights-aware menu, and the
 * page behind its group's gate when the route table names one (issue 37). In the shell's chunk
 * with the layout, not in the entry: the login page never shows any of it, and every signed-in
 * page loads (and index.html preloads) the shell anyway (issue 42).
 */
export function PrivateFrame({
  children,
  withMenu = true,
  gate,
}: {
  children: ReactNode;
  withMenu?: boolean;
  gate?: { group: PermissionGroupId; title: string };
}) {
  return (
    <PortalLayout withMenu={withMenu} banner={<RightsBanner />} menuEntry={MenuEntry}>
      {gate ? (
        <RightsGate group={gate.group} title={gate.title}>
          {children}
        </RightsGate>
      ) : (
        children
      )}
    </PortalLayout>
  );
}
