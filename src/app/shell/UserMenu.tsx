import { useSelector } from '@xstate/react';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
import { lazyScreen } from '../../ui/lazyScreen';
import { useSessionRef } from '../../views/shared/sessionActor';

/** The real menu with Headless UI: its code loads after the page's first paint (issue 42). */
const PersonMenu = lazyScreen(async () => {
  const { PersonMenu } = await import('./menus/PersonMenu');
  return { default: PersonMenu };
});

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
    <AfterFirstPaint buttonClass={BUTTON_CLASS} label={<UserLabel userName={userName} />} code={PersonMenu}>
      <PersonMenu buttonClass={BUTTON_CLASS} label={<UserLabel userName={userName} />} />
    </AfterFirstPaint>
  );
}
