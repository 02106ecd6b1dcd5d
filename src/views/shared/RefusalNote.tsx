import type { PermissionLevel } from '../../api/authorizedUsers/types';
import { REFUSALS } from '../../lib/refusals';
import type { Right } from './rights';

/**
 * Why an action is closed, next to it (issue 37): the buttons it closes name it in their
 * aria-describedby (`refusalId`), so a screen reader says the reason with the disabled button.
 * Says nothing when the level is granted; "loading" and "failed" say the rights are not known yet.
 */
export function RefusalNote({ id, right, level }: { id: string; right: Right; level: PermissionLevel }) {
  if (right === 'granted') return null;
  return (
    <p id={id} className="text-sm font-medium text-red-800">
      {right === 'refused' ? REFUSALS[level] : 'Yetkileriniz alınmadan bu işlem başlatılamaz.'}
    </p>
  );
}

/** The id a closed action's aria-describedby adds, or nothing when the action is open. */
export const refusalId = (right: Right, id: string): string | undefined =>
  right === 'granted' ? undefined : id;
