import { type ReactNode, useEffect, useState } from 'react';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
import { Link } from '../../ui/Link';
import { lazyScreen } from '../../ui/lazyScreen';
import { EXPRESS_BUTTON_CLASS, ExpressMenuLabel } from '../../views/expressMenu/expressMenuButton';
import { HeaderSearchSlot } from '../../views/search/HeaderSearchSlot';
import { useShellRef } from '../../views/shared/sessionActor';
import { CorporateSwitcher } from './CorporateSwitcher';
import { ManagerBanner } from './ManagerBanner';
import { type MenuEntryComponent, SideMenu } from './SideMenu';
import { SwitchRefusalBanner } from './SwitchRefusalBanner';
import { UserMenu } from './UserMenu';
import { useWideScreen } from './useWideScreen';

/** The express menu with its chart and Headless UI's popover: loaded after the first paint (issue 42). */
const ShellExpressMenu = lazyScreen(async () => {
  const { ShellExpressMenu } = await import('./menus/ShellExpressMenu');
  return { default: ShellExpressMenu };
});

/** Header with the company and the person, the side menu, and the page. */
export function PortalLayout({
  children,
  withMenu = true,
  banner,
  menuEntry,
}: {
  children: ReactNode;
  withMenu?: boolean;
  /** Above every page past the terms: the rights banner (RightsBanner.tsx, given by PrivateFrame.tsx). */
  banner?: ReactNode;
  /** How a side-menu entry renders: the rights-aware entry (MenuEntry.tsx, given by PrivateFrame.tsx). */
  menuEntry?: MenuEntryComponent;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Phones have no room for the search box in the header: a button opens it on a row below.
  const [searchOpen, setSearchOpen] = useState(false);
  // On a phone the menu is rendered once it is opened: its forty links are work the first
  // paint of every page would otherwise pay for, hidden (issue 7).
  const wide = useWideScreen();
  const shell = useShellRef();
  // Ctrl+K (⌘K) from anywhere in the portal: one listener, said to the shell as an event. A phone
  // has the box on a row of its own, which opens first.
  useEffect(() => {
    if (!withMenu) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k') return;
      event.preventDefault();
      if (!window.matchMedia('(min-width: 48rem)').matches) setSearchOpen(true);
      shell.send({ type: 'search.summon' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shell, withMenu]);
  // Leaving the portal (a logout) ends the search: the next person starts with their own.
  useEffect(() => () => shell.send({ type: 'search.release' }), [shell]);
  return (
    <div className="min-h-screen">
      <a
        href="#icerik"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        İçeriğe geç
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 bg-brand-900 px-4 shadow">
        {withMenu && (
          <button
            type="button"
            className="rounded-md px-2 py-1 text-white hover:bg-white/10 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="yan-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span>
            <span className="sr-only">Menüyü {menuOpen ? 'kapat' : 'aç'}</span>
          </button>
        )}
        {/* On a phone the brand shrinks to its initials: the company the person acts for needs the room. */}
        <Link to="/dashboard" className="shrink-0 text-base font-bold whitespace-nowrap text-white">
          <span aria-hidden="true" className="sm:hidden">
            K<span className="text-accent-400">P</span>
          </span>
          <span className="sr-only sm:not-sr-only">
            Kurumsal <span className="text-accent-400">Portal</span>
          </span>
        </Link>
        {/* Before terms are approved the company cannot be switched, so the switcher waits too. */}
        <div className="min-w-0 flex-1 sm:ml-2">{withMenu && <CorporateSwitcher />}</div>
        {/* Search and fast operations need a portal session past the terms, like the menu. */}
        {withMenu && (
          <div className="hidden flex-1 justify-end md:flex">
            <HeaderSearchSlot />
          </div>
        )}
        {withMenu && (
          <button
            type="button"
            className="rounded-md p-1.5 text-white hover:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 md:hidden"
            aria-expanded={searchOpen}
            aria-controls="telefon-arama"
            onClick={() => setSearchOpen((open) => !open)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="8.5" cy="8.5" r="5.5" />
              <path d="m13 13 4.5 4.5" strokeLinecap="round" />
            </svg>
            <span className="sr-only">Aramayı {searchOpen ? 'kapat' : 'aç'}</span>
          </button>
        )}
        {/* Its chart (the shell's child), and so its call, starts once the page under the header has been painted. */}
        {withMenu && (
          <AfterFirstPaint
            buttonClass={EXPRESS_BUTTON_CLASS}
            label={<ExpressMenuLabel />}
            code={ShellExpressMenu}
          >
            <ShellExpressMenu />
          </AfterFirstPaint>
        )}
        <UserMenu />
      </header>
      <ManagerBanner />
      {withMenu && searchOpen && (
        <div id="telefon-arama" className="sticky top-14 z-30 bg-brand-900 px-4 pb-3 md:hidden">
          <HeaderSearchSlot autoFocus />
        </div>
      )}
      <div className="flex">
        {withMenu && (
          <aside
            id="yan-menu"
            className={`${menuOpen ? 'block' : 'hidden'} fixed inset-y-14 left-0 z-20 w-64 overflow-y-auto border-r border-slate-200 bg-white p-3 lg:sticky lg:top-14 lg:block lg:h-[calc(100vh-3.5rem)]`}
          >
            {(wide || menuOpen) && <SideMenu onNavigate={() => setMenuOpen(false)} Entry={menuEntry} />}
          </aside>
        )}
        <main id="icerik" className="min-w-0 flex-1 p-4 sm:p-8">
          {withMenu && banner}
          {withMenu && <SwitchRefusalBanner />}
          {children}
        </main>
      </div>
    </div>
  );
}
