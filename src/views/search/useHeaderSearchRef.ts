import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { searchMachine } from '../../machines/search/searchMachine';
import type { ShellRef } from '../shared/sessionActor';

export type SearchRef = ActorRefFrom<typeof searchMachine>;

/**
 * The shell's search child, typed. The shell holds it as any actor: the shell's chart must not
 * import a feature's (src/machines/shell), and the box is what hands it the search's chart.
 */
export function useHeaderSearchRef(shell: ShellRef): SearchRef | undefined {
  return useSelector(shell, (s) => s.context.search as SearchRef | undefined);
}
