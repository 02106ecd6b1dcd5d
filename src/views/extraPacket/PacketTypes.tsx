import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatNumber } from '../../lib/format';
import type { extraPacketTypesMachine } from '../../machines/extraPacket/extraPacketListMachine';
import { RetryPanel } from '../../ui/RetryPanel';
import { money } from './texts';

/** The packet types: what each covers, its monthly limit per line and how many lines allow it. */
export function PacketTypes({ types }: { types: ActorRefFrom<typeof extraPacketTypesMachine> }) {
  const items = useSelector(types, (s) => s.context.data?.items);
  const failed = useSelector(types, (s) => s.hasTag('failed'));
  return (
    <section aria-labelledby="packet-types" className="space-y-2">
      <h2 id="packet-types" className="text-lg font-semibold text-slate-900">
        Ek paket türleri
      </h2>
      {failed && (
        <RetryPanel onRetry={() => types.send({ type: 'user.retry' })}>
          Ek paket türleri yüklenemedi.
        </RetryPanel>
      )}
      {items && (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {items.map((type) => (
            <li
              key={type.type}
              className="flex flex-col justify-between rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200"
            >
              <div>
                <h3 className="font-semibold text-slate-900">{type.name}</h3>
                <p className="mt-1 text-slate-700">{type.description}</p>
              </div>
              <dl className="mt-2 space-y-1 text-slate-800">
                <div className="flex flex-wrap justify-between gap-x-2">
                  <dt>Hat başına aylık üst sınır</dt>
                  <dd className="font-medium">{money(type.monthlyLimit)}</dd>
                </div>
                <div className="flex flex-wrap justify-between gap-x-2">
                  <dt>İzinli hat</dt>
                  <dd className="font-medium">{formatNumber(type.allowedCount)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
