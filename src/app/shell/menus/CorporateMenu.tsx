import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useSessionRef } from '../../../views/shared/sessionActor';

/**
 * The company switcher's menu, loaded after the page's first paint (CorporateSwitcher.tsx): its
 * button wears the look-alike's class and label, given by the switcher, so the swap moves nothing.
 */
export function CorporateMenu({ buttonClass, label }: { buttonClass: string; label: ReactNode }) {
  const session = useSessionRef();
  const current = useSelector(session, (s) => s.context.session.user?.corporateNcst);
  const corporates = useSelector(session, (s) => s.context.session.easyLoginCorporateList, shallowEqual);
  return (
    <Menu as="div" className="relative">
      <MenuButton className={buttonClass}>{label}</MenuButton>
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
