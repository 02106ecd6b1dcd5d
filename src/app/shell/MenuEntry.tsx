import type { PermissionGroupId } from '../../api/authorizedUsers/types';
import { MENU_REFUSAL } from '../../lib/refusals';
import { routeOf } from '../../lib/routes';
import { NavLink } from '../../ui/Link';
import { useFullAuthority, useRight } from '../../views/shared/rights';
import type { MenuEntryProps as Props } from './SideMenu';

/**
 * A side-menu entry that knows the person's rights (issue 37): a page the person may not view is
 * shown, not a link, with the reason, so the person learns what exists and why it is closed before
 * trying. Until the rights are known the entry stays a link; the page itself waits for them.
 * Given to the layout by PrivateFrame.tsx, so the layout itself stays free of the rights.
 */
export function MenuEntry(props: Props) {
  const route = routeOf(props.item.url);
  if (route?.fullAuthority) return <FullAuthorityEntry {...props} />;
  return route?.group ? <GuardedEntry {...props} group={route.group} /> : <Link {...props} />;
}

function Link({ item, className, onClick }: Props) {
  return (
    <NavLink to={item.url} className={className} onClick={onClick}>
      {item.title}
    </NavLink>
  );
}

function GuardedEntry({ group, ...props }: Props & { group: PermissionGroupId }) {
  return useRight(group, 'read') === 'refused' ? <ClosedEntry {...props} /> : <Link {...props} />;
}

/** A page only full authority views (the audit trail): closed the same way for everyone else. */
function FullAuthorityEntry(props: Props) {
  return useFullAuthority() === 'refused' ? <ClosedEntry {...props} /> : <Link {...props} />;
}

function ClosedEntry(props: Props) {
  // Not a link and not focusable: there is nothing to do here, only something to learn.
  return (
    <span className="block cursor-not-allowed rounded-md px-3 py-2 text-sm text-slate-600">
      {props.item.title}
      <span className="block text-xs">{MENU_REFUSAL}</span>
    </span>
  );
}
