import { useSelector } from '@xstate/react';
import { formatMoney } from '../../lib/format';
import type { ReContractRef } from '../../machines/reContract/reContractMachine';
import { Button } from '../../ui/Button';

/** The chosen offer's add-ons, each a monthly fee per line on top of the offer. */
export function AddonChoice({ wizard }: { wizard: ReContractRef }) {
  const loading = useSelector(wizard, (s) => s.hasTag('addonsLoading'));
  const failed = useSelector(wizard, (s) => s.hasTag('addonsFailed'));
  const addons = useSelector(wizard, (s) => s.context.addons);
  const chosen = useSelector(wizard, (s) => s.context.addonIds);
  return (
    <fieldset className="space-y-3" aria-busy={loading || undefined}>
      <legend className="mb-2 text-base font-semibold text-slate-900">Ek paketler (isteğe bağlı)</legend>
      {loading && (
        <p role="status" className="text-sm text-slate-700">
          Ek paketler yükleniyor…
        </p>
      )}
      {failed && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-700">Ek paketler yüklenemedi.</p>
          <Button variant="secondary" onClick={() => wizard.send({ type: 'user.retry' })}>
            Tekrar dene
          </Button>
        </div>
      )}
      {!loading && !failed && addons.length === 0 && (
        <p className="text-sm text-slate-700">Bu teklife eklenebilecek ek paket bulunmuyor.</p>
      )}
      {!loading && !failed && addons.length > 0 && (
        <ul className="space-y-2">
          {addons.map((addon) => (
            <li key={addon.addonId}>
              <label className="flex items-start gap-3 rounded-md p-2 text-sm text-slate-800 ring-1 ring-slate-200">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4 rounded border-slate-400"
                  checked={chosen.includes(addon.addonId)}
                  onChange={() => wizard.send({ type: 'user.toggleAddon', addonId: addon.addonId })}
                />
                <span>
                  <span className="font-semibold text-slate-900">{addon.name}</span> —{' '}
                  {formatMoney(addon.monthlyFee, { minDecimals: 2 })} / ay, hat başına
                  <span className="block text-slate-700">{addon.description}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
