import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ExpressActionName } from '../../api/expressMenu/types';
import type { ExpressMenuRef } from '../../machines/expressMenu/expressMenuMachine';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { EXPRESS_BUTTON_CLASS, ExpressMenuLabel } from './expressMenuButton';

/** One change button, enabled when the machine accepts that change now. */
function ChangeButton({
  menu,
  event,
  className,
  children,
}: {
  menu: ExpressMenuRef;
  event: { type: 'user.add' | 'user.delete'; actionName: ExpressActionName };
  className: string;
  children: ReactNode;
}) {
  const enabled = useSelector(menu, (s) => s.can(event));
  return (
    <button type="button" disabled={!enabled} onClick={() => menu.send(event)} className={className}>
      {children}
    </button>
  );
}

/**
 * The fast-operation menu of the header (spec §3): the person's shortcuts, to add and remove. Its
 * chart is a child of the shell's (src/app/shell/ShellExpressMenu.tsx starts it as the header
 * shows the menu); until the child is there the open menu says it is loading.
 */
export function ExpressMenu({ menu }: { menu: ExpressMenuRef | undefined }) {
  return (
    <Popover className="relative">
      <PopoverButton className={EXPRESS_BUTTON_CLASS}>
        <ExpressMenuLabel />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        aria-label="Hızlı işlemler"
        className="z-50 mt-1 w-80 rounded-md bg-white p-3 text-sm text-slate-900 shadow-lg ring-1 ring-slate-200"
      >
        {({ close }) =>
          menu ? <MenuContent menu={menu} close={close} /> : <p aria-busy="true">Yükleniyor…</p>
        }
      </PopoverPanel>
    </Popover>
  );
}

function MenuContent({ menu, close }: { menu: ExpressMenuRef; close: () => void }) {
  const list = useSelector(menu, (s) => s.context.menuList, shallowEqual);
  const available = useSelector(menu, (s) => s.context.availableActions, shallowEqual);
  const failed = useSelector(menu, (s) => s.matches('failed'));
  const loading = useSelector(menu, (s) => s.matches('loading'));
  const busy = useSelector(menu, (s) => s.hasTag('busy'));
  const error = useSelector(menu, (s) => s.context.error);

  return (
    <div className="space-y-3" aria-busy={busy || undefined}>
      {loading && <p>Yükleniyor…</p>}
      {failed && (
        <div className="space-y-2">
          <p role="alert" className="text-red-800">
            Hızlı işlemler yüklenemedi.
          </p>
          <Button variant="secondary" onClick={() => menu.send({ type: 'user.retry' })}>
            Tekrar dene
          </Button>
        </div>
      )}
      {error && !failed && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      {!loading && !failed && (
        <>
          <h2 className="text-xs font-semibold text-slate-600 uppercase">Hızlı işlemlerim</h2>
          {list.length === 0 && <p>Henüz hızlı işlem eklemediniz.</p>}
          <ul className="space-y-1">
            {list.map((action) => (
              <li key={action.actionName} className="flex items-center gap-2">
                <Link
                  to={action.url}
                  onClick={() => close()}
                  className="flex-1 rounded px-2 py-1 font-medium text-brand-800 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                >
                  {action.title}
                </Link>
                <ChangeButton
                  menu={menu}
                  event={{ type: 'user.delete', actionName: action.actionName }}
                  className="rounded px-2 py-1 text-slate-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
                >
                  <span aria-hidden="true">×</span>
                  <span className="sr-only">{action.title} hızlı işlemini kaldır</span>
                </ChangeButton>
              </li>
            ))}
          </ul>
          {available.length > 0 && (
            <>
              <h2 className="text-xs font-semibold text-slate-600 uppercase">Ekleyebilecekleriniz</h2>
              <ul className="flex flex-wrap gap-2">
                {available.map((action) => (
                  <li key={action.actionName}>
                    <ChangeButton
                      menu={menu}
                      event={{ type: 'user.add', actionName: action.actionName }}
                      className="rounded-full px-3 py-1 text-xs ring-1 ring-brand-700 text-brand-800 hover:bg-brand-50 disabled:opacity-50"
                    >
                      <span aria-hidden="true">+ </span>
                      <span className="sr-only">Ekle: </span>
                      {action.title}
                    </ChangeButton>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}
