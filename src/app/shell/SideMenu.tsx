import { shallowEqual, useSelector } from '@xstate/react';
import type { ComponentType, MouseEvent } from 'react';
import type { MenuItem } from '../../api/types';
import { NavLink } from '../../ui/Link';
import { useSessionRef } from '../../views/shared/sessionActor';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
    isActive ? 'bg-brand-100 font-semibold text-brand-900' : 'text-slate-800 hover:bg-slate-100'
  }`;

/** How one menu entry renders; the app gives the rights-aware one (src/app/MenuEntry.tsx). */
export interface MenuEntryProps {
  item: MenuItem;
  className: (state: { isActive: boolean }) => string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}
export type MenuEntryComponent = ComponentType<MenuEntryProps>;

function PlainEntry({ item, className, onClick }: MenuEntryProps) {
  return (
    <NavLink to={item.url} className={className} onClick={onClick}>
      {item.title}
    </NavLink>
  );
}

/**
 * The side menu built from the login response's customerMenu (spec §3). `Entry` renders each
 * entry: given by the app, so the shell's chunk imports none of the rights' helpers (issue 37).
 */
export function SideMenu({
  onNavigate,
  Entry = PlainEntry,
}: {
  onNavigate?: () => void;
  Entry?: MenuEntryComponent;
}) {
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
                  <Entry item={child} className={linkClass} onClick={select(child)} />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <Entry key={item.id} item={item} className={linkClass} onClick={select(item)} />
        ),
      )}
    </nav>
  );
}
