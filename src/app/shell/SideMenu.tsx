import { shallowEqual, useSelector } from '@xstate/react';
import type { MouseEvent } from 'react';
import { NavLink } from 'react-router';
import type { PermissionGroupId } from '../../api/authorizedUsersTypes';
import type { MenuItem } from '../../api/types';
import { MENU_REFUSAL } from '../../lib/refusals';
import { routeOf } from '../../lib/routes';
import { useRight } from '../../views/shared/rights';
import { useSessionRef } from '../../views/shared/sessionActor';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
    isActive ? 'bg-brand-100 font-semibold text-brand-900' : 'text-slate-800 hover:bg-slate-100'
  }`;

/**
 * An entry of a page the person may not view (issue 37): shown, not a link, with the reason, so the
 * person learns what exists and why it is closed before trying. Until the rights are known the
 * entry stays a link; the page itself waits for them.
 */
function MenuLink({
  item,
  onClick,
}: {
  item: MenuItem;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const group = routeOf(item.url)?.group;
  return group ? (
    <GuardedLink item={item} group={group} onClick={onClick} />
  ) : (
    <NavLink to={item.url} className={linkClass} onClick={onClick}>
      {item.title}
    </NavLink>
  );
}

function GuardedLink({
  item,
  group,
  onClick,
}: {
  item: MenuItem;
  group: PermissionGroupId;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  if (useRight(group, 'read') !== 'refused') {
    return (
      <NavLink to={item.url} className={linkClass} onClick={onClick}>
        {item.title}
      </NavLink>
    );
  }
  // Not a link and not focusable: there is nothing to do here, only something to learn.
  return (
    <span className="block cursor-not-allowed rounded-md px-3 py-2 text-sm text-slate-600">
      {item.title}
      <span className="block text-xs">{MENU_REFUSAL}</span>
    </span>
  );
}

/** The side menu built from the login response's customerMenu (spec §3). */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const session = useSessionRef();
  const menu = useSelector(session, (s) => s.context.session.customerMenu, shallowEqual);

  /** The machine reports the choice and navigates; a modified click still opens a new tab. */
  const select = (item: MenuItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    session.send({ type: 'user.menuSelected', menuName: item.title, menuUrl: item.url });
    onNavigate?.();
  };

  return (
    <nav aria-label="Ana menü" className="space-y-1">
      {menu.map((item) =>
        item.children?.length ? (
          <div key={item.id} className="pt-3">
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {item.title}
            </p>
            <ul className="space-y-1">
              {item.children.map((child) => (
                <li key={child.id}>
                  <MenuLink item={child} onClick={select(child)} />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <MenuLink key={item.id} item={item} onClick={select(item)} />
        ),
      )}
    </nav>
  );
}
