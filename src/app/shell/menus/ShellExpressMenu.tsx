import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type ExpressMenuRef, expressMenuMachine } from '../../../machines/expressMenu/expressMenuMachine';
import { ExpressMenu } from '../../../views/expressMenu/ExpressMenu';
import { useShellRef } from '../../../views/shared/sessionActor';

/**
 * The header's fast-operation menu with its chart, a child of the shell's: the shell starts it
 * while the header shows the menu and stops it when the header goes (logout, the login page). The
 * chart travels with the header's menus (their chunk, loaded after the first paint), so the shell
 * in the entry chunk does not carry it.
 */
export function ShellExpressMenu() {
  const shell = useShellRef();
  // The shell spawns whichever chart the header hands it, so its types cannot name this one.
  const menu = useSelector(shell, (s) => s.context.expressMenu as ExpressMenuRef | undefined);
  useEffect(() => {
    shell.send({ type: 'expressMenu.show', chart: expressMenuMachine });
    return () => shell.send({ type: 'expressMenu.hide' });
  }, [shell]);
  return <ExpressMenu menu={menu} />;
}
