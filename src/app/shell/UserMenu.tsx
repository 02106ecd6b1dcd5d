import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { useSessionRef } from '../../views/shared/sessionActor';
import { AfterFirstPaint } from './AfterFirstPaint';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase('tr-TR'))
    .join('');
}

const BUTTON_CLASS =
  'shrink-0 rounded-md px-2 py-1 text-sm whitespace-nowrap text-white hover:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400';

function UserLabel({ userName }: { userName: string }) {
  return (
    <>
      {/* Narrow screens show initials; the name stays for screen readers. */}
      <span
        aria-hidden="true"
        className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-white/20 text-xs font-semibold sm:hidden"
      >
        {initials(userName)}
      </span>
      <span className="sr-only">Kullanıcı menüsü: </span>
      <span className="sr-only sm:not-sr-only">{userName}</span>{' '}
      <span aria-hidden="true" className="hidden sm:inline">
        ▾
      </span>
    </>
  );
}

/** The person's menu; until the page has been painted, a look-alike of its button (AfterFirstPaint). */
export function UserMenu() {
  const session = useSessionRef();
  const userName = useSelector(session, (s) => s.context.session.user?.userName ?? '');
  return (
    <AfterFirstPaint buttonClass={BUTTON_CLASS} label={<UserLabel userName={userName} />}>
      <PersonMenu userName={userName} />
    </AfterFirstPaint>
  );
}

function PersonMenu({ userName }: { userName: string }) {
  const session = useSessionRef();
  return (
    <Menu as="div" className="relative">
      <MenuButton className={BUTTON_CLASS}>
        <UserLabel userName={userName} />
      </MenuButton>
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
