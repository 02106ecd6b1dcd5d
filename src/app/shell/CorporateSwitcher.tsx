import { useSelector } from '@xstate/react';
import { AfterFirstPaint } from '../../ui/AfterFirstPaint';
import { lazyScreen } from '../../ui/lazyScreen';
import { useSessionRef } from '../../views/shared/sessionActor';

/** The real menu with Headless UI: its code loads after the page's first paint (issue 42). */
const CorporateMenu = lazyScreen(async () => {
  const { CorporateMenu } = await import('./menus/CorporateMenu');
  return { default: CorporateMenu };
});

const BUTTON_CLASS =
  'flex max-w-xs items-center gap-1 rounded-md px-2 py-1 text-left text-sm font-semibold text-white hover:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400';

/**
 * A phone has room for little beside the menu buttons: the name takes two short lines there
 * (a company is told apart by its first words, which a one-line cut kept only half of), one line
 * from the small breakpoint up; the whole name is the title and the menu's current entry.
 */
const NAME_CLASS = 'line-clamp-2 text-xs leading-tight sm:line-clamp-1 sm:text-sm';

function CorporateLabel({ corporateName }: { corporateName: string }) {
  return (
    <>
      <span className="sr-only">Aktif şirket: </span>
      <span className={NAME_CLASS}>{corporateName}</span>
      <span aria-hidden="true">▾</span>
    </>
  );
}

/**
 * The header's company switcher: the easy-login companies of the person. Until the page has
 * been painted, a look-alike of its button (AfterFirstPaint).
 */
export function CorporateSwitcher() {
  const session = useSessionRef();
  const corporateName = useSelector(session, (s) => s.context.session.user?.corporateName ?? '');
  const many = useSelector(session, (s) => s.context.session.easyLoginCorporateList.length > 1);

  if (!many) {
    return (
      <span title={corporateName} className={`block font-semibold text-white ${NAME_CLASS}`}>
        {corporateName}
      </span>
    );
  }
  return (
    <AfterFirstPaint
      buttonClass={BUTTON_CLASS}
      label={<CorporateLabel corporateName={corporateName} />}
      code={CorporateMenu}
    >
      <CorporateMenu buttonClass={BUTTON_CLASS} label={<CorporateLabel corporateName={corporateName} />} />
    </AfterFirstPaint>
  );
}
