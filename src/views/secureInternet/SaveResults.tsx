import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { PROFILE_NAMES, RESULT_LABELS } from '../../api/secureInternet/types';
import { formatNumber } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import type { profileChangeMachine } from '../../machines/secureInternet/profileChangeMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/** After a save: how many lines changed, and each line's result with the reason when it did not. */
export function SaveResults({ change }: { change: ActorRefFrom<typeof profileChangeMachine> }) {
  const result = useSelector(change, (s) => (s.matches('done') ? s.context.result : undefined));
  if (!result) return null;
  const others = result.results.filter((r) => r.status !== 'CHANGED');
  return (
    <section aria-label="Kaydetme sonucu" className="space-y-2 rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <Alert tone="success">
        {formatNumber(result.changed)} hattın profili {PROFILE_NAMES[result.profile]} olarak değiştirildi.
      </Alert>
      {others.length > 0 && (
        <ul
          aria-label="Değişmeyen hatlar"
          className="max-h-64 space-y-1 overflow-y-auto text-sm text-slate-800"
        >
          {others.map((r) => (
            <li key={r.msisdn} className="flex flex-wrap gap-x-3">
              <span className="font-mono">{formatMsisdn(r.msisdn)}</span>
              <span>
                {RESULT_LABELS[r.status]}: {r.reason}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        onClick={() => change.send({ type: 'user.dismiss' })}
      >
        Tamam
      </Button>
    </section>
  );
}
