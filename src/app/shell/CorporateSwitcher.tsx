import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useSessionRef } from '../../views/shared/sessionActor';
import { AfterFirstPaint } from './AfterFirstPaint';

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
    <AfterFirstPaint buttonClass={BUTTON_CLASS} label={<CorporateLabel corporateName={corporateName} />}>
      <CorporateMenu corporateName={corporateName} />
    </AfterFirstPaint>
  );
}

function CorporateMenu({ corporateName }: { corporateName: string }) {
  const session = useSessionRef();
  const current = useSelector(session, (s) => s.context.session.user?.corporateNcst);
  const corporates = useSelector(session, (s) => s.context.session.easyLoginCorporateList, shallowEqual);
  return (
    <Menu as="div" className="relative">
      <MenuButton className={BUTTON_CLASS}>
        <CorporateLabel corporateName={corporateName} />
      </MenuButton>
      <MenuItems
        anchor="bottom start"
        className="z-50 mt-1 w-72 rounded-md bg-white p-1 shadow-lg ring-1 ring-slate-200 focus:outline-none"
      >
        {corporates.map((corporate) => (
          <MenuItem key={corporate.corporateNcst} disabled={corporate.corporateNcst === current}>
            <button
              type="button"
              onClick={() =>
                session.send({ type: 'user.selectCorporate', corporateNcst: corporate.corporateNcst })
              }
              className="block w-full rounded px-3 py-2 text-left text-sm text-slate-900 data-disabled:cursor-default data-disabled:font-semibold data-focus:bg-brand-50"
              aria-current={corporate.corporateNcst === current ? 'true' : undefined}
            >
              {corporate.corporateName}
              {corporate.corporateNcst === current && (
                <span className="ml-2 text-xs text-brand-700">(aktif)</span>
              )}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
