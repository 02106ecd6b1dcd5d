import { useSelector } from '@xstate/react';
import { changesOf } from '../../machines/authorizedUsers/permissionEditMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { levelsText } from './texts';
import type { PermissionEditRef } from './types';

const yesNo = (on: boolean) => (on ? 'Var' : 'Yok');

/** What the change does, before the SMS code that confirms it. */
export function ChangeSummary({ flow }: { flow: PermissionEditRef }) {
  const changes = useSelector(
    flow,
    (s) => changesOf(s.context),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const failure = useSelector(flow, (s) => s.context.failure);
  const otp = useSelector(flow, (s) => s.children.otp as OtpRef | undefined);
  const saving = useSelector(flow, (s) => s.matches('saving'));
  const canConfirm = useSelector(flow, (s) => s.can({ type: 'user.confirm' }));
  const canBack = useSelector(flow, (s) => s.can({ type: 'user.back' }));

  return (
    <div className="space-y-4">
      <h3 id="permission-changes" className="text-base font-semibold text-slate-900">
        Yapılacak değişiklikler
      </h3>
      <ul aria-labelledby="permission-changes" className="list-disc space-y-1 pl-5 text-sm text-slate-900">
        {changes.fullAuthority && (
          <li>
            Tam yetki: {yesNo(changes.fullAuthority.from)} →{' '}
            <strong>{yesNo(changes.fullAuthority.to)}</strong>
          </li>
        )}
        {changes.groups.map((change) => (
          <li key={change.group}>
            {change.title}: {levelsText(change.from)} → <strong>{levelsText(change.to)}</strong>
          </li>
        ))}
      </ul>
      {failure && <Alert>Yetkiler değiştirilemedi. {failure}</Alert>}
      {saving && <p role="status">Yetkiler kaydediliyor…</p>}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={!canBack} onClick={() => flow.send({ type: 'user.back' })}>
          Geri
        </Button>
        <Button disabled={!canConfirm} busy={saving} onClick={() => flow.send({ type: 'user.confirm' })}>
          Onayla ve SMS kodu gönder
        </Button>
      </div>
      <OtpDialog otp={otp} title="Yetki değişikliğini onaylayın" />
    </div>
  );
}
