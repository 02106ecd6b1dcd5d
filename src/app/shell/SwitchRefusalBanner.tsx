import { useSelector } from '@xstate/react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useSessionRef } from '../../views/shared/sessionActor';
import { sessionProblemText } from '../../views/shared/sessionProblem';

/**
 * The header switcher's change was refused: the person's page comes back with the reason above
 * it, in the company they were in. It goes with the next page, a change of company, or "Kapat".
 */
export function SwitchRefusalBanner() {
  const session = useSessionRef();
  const text = useSelector(session, (s) => sessionProblemText(s.context.switchRefusal));
  if (!text) return null;
  return (
    <div
      data-banner="switch-refusal"
      className="mb-4 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <Alert>
          <p className="font-semibold">Şirket değiştirilemedi.</p>
          <p>{text}</p>
          <p>Aktif şirketiniz değişmedi.</p>
        </Alert>
      </div>
      <Button variant="secondary" onClick={() => session.send({ type: 'user.dismissSwitchRefusal' })}>
        Kapat
      </Button>
    </div>
  );
}
