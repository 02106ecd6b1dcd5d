import { useSelector } from '@xstate/react';
import { formatMsisdn } from '../../lib/msisdn';
import type { TakeOverRef } from '../../machines/takeOver/takeOverMachine';

/** The contact check's verdict per line: who owns it now, or why it cannot be taken over. */
export function LineChecks({ wizard }: { wizard: TakeOverRef }) {
  const checks = useSelector(wizard, (s) => s.context.lineChecks);
  if (checks.length === 0) return null;
  return (
    <ul
      aria-label="Hat kontrolü"
      className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm"
    >
      {checks.map((line) => (
        <li key={line.msisdn} className="flex flex-wrap justify-between gap-2 px-3 py-2">
          <span className="font-mono">{formatMsisdn(line.msisdn)}</span>
          {line.eligible ? (
            <span className="text-green-800">
              Devralınabilir{line.ownerName ? ` · Mevcut sahibi: ${line.ownerName}` : ''}
            </span>
          ) : (
            <span className="text-red-700">Devralınamaz: {line.reason ?? 'Bu hat devralınamıyor.'}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
