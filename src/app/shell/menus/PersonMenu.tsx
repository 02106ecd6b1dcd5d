import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import type { ReactNode } from 'react';
import { Link } from '../../../ui/Link';
import { useSessionRef } from '../../../views/shared/sessionActor';

/**
 * The person's menu, loaded after the page's first paint (UserMenu.tsx): its button wears the
 * look-alike's class and label, given by UserMenu, so the swap does not move anything.
 */
export function PersonMenu({ buttonClass, label }: { buttonClass: string; label: ReactNode }) {
  const session = useSessionRef();
  return (
    <Menu as="div" className="relative">
      <MenuButton className={buttonClass}>{label}</MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-1 w-56 rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        <MenuItem>
          <Link
            to="/corporate-selection"
            className="block rounded px-3 py-2 text-sm text-slate-900 data-focus:bg-brand-50"
          >
            Şirket seçimi
          </Link>
        </MenuItem>
        <MenuItem>
          <Link
            to="/update-authorized-user-info"
            className="block rounded px-3 py-2 text-sm text-slate-900 data-focus:bg-brand-50"
          >
            Bilgilerimi güncelle
          </Link>
        </MenuItem>
        <MenuItem>
          <button
            type="button"
            onClick={() => session.send({ type: 'user.logout' })}
            className="block w-full rounded px-3 py-2 text-left text-sm font-semibold text-red-700 data-focus:bg-red-50"
          >
            Çıkış yap
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
