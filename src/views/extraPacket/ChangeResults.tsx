import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { PACKET_TYPE_NAMES, RESULT_LABELS } from '../../api/extraPacket/types';
import { formatNumber } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import type { permissionChangeMachine } from '../../machines/extraPacket/permissionChangeMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ACTION_TEXTS } from './texts';

/** After a change: how many lines changed, and each line's result with the reason for what did not. */
export function ChangeResults({ change }: { change: ActorRefFrom<typeof permissionChangeMachine> }) {
  const result = useSelector(change, (s) => (s.matches('done') ? s.context.result : undefined));
  if (!result) return null;
  const others = result.results.length - result.changed;
  return (
    <section
      aria-label="Değişiklik sonucu"
      className="space-y-2 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <Alert tone={result.changed > 0 ? 'success' : 'info'}>
        {formatNumber(result.changed)} hatta ek paket {ACTION_TEXTS[result.action].done}.
        {others > 0 && ` ${formatNumber(others)} hatta değişiklik yapılmadı; nedenleri aşağıda.`}
      </Alert>
      <ul
        aria-label="Hat bazında sonuç"
        className="max-h-64 space-y-1 overflow-y-auto text-sm text-slate-800"
      >
        {result.results.map((r) => (
          <li key={r.msisdn} className="flex flex-wrap gap-x-3">
            <span className="font-mono">{formatMsisdn(r.msisdn)}</span>
            <span className="font-medium">
              {RESULT_LABELS[r.status]}
              {r.changedTypes.length > 0 &&
                ` (${r.changedTypes.map((t) => PACKET_TYPE_NAMES[t]).join(', ')})`}
            </span>
            {r.notes.map((note) => (
              <span key={note.type}>
                {PACKET_TYPE_NAMES[note.type]}: {note.reason}
              </span>
            ))}
          </li>
        ))}
      </ul>
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
