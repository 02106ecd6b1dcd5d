import type { PackageRefusal } from '../../api/additionalPackage/types';
import { formatMsisdn } from '../../lib/msisdn';

/** Each line that cannot take the package, with the reason in the sandbox's words. */
export function RefusalList({ refused }: { refused: readonly PackageRefusal[] }) {
  return (
    <ul aria-label="Paket tanımlanamayan hatlar" className="space-y-1 text-sm text-slate-800">
      {refused.map((r) => (
        <li key={r.msisdn}>
          <span className="font-mono">{/^\d{10}$/.test(r.msisdn) ? formatMsisdn(r.msisdn) : r.msisdn}</span>:{' '}
          {r.reason}
        </li>
      ))}
    </ul>
  );
}
