import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatNumber } from '../../lib/format';
import type { countsMachine } from '../../machines/orderTransactions/historyListMachine';
import { Link } from '../../ui/Link';

const LINK =
  'mt-1 self-start rounded text-sm font-medium text-brand-800 underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400';
const ITEM = 'flex flex-col rounded-lg bg-white p-3 ring-1 ring-slate-200 sm:p-4';

/**
 * The open demand and order counts (demandAndOrderCounts). The row's error mode is `ignore`, so
 * a failure brings no notification: one quiet line with a retry says the figures are missing.
 * The demand figure opens the list's OPEN filter, which finds exactly the requests it counts.
 */
export function CountsPanel({
  counts,
  onShowOpen,
}: {
  counts: ActorRefFrom<typeof countsMachine>;
  onShowOpen(): void;
}) {
  const data = useSelector(counts, (s) => s.context.data);
  const failed = useSelector(counts, (s) => s.hasTag('failed'));
  return (
    <section aria-label="Açık talepler ve siparişler" aria-busy={!data && !failed ? true : undefined}>
      {failed && (
        <p className="text-sm text-slate-700">
          Açık talep ve sipariş sayıları alınamadı.{' '}
          <button type="button" className={LINK} onClick={() => counts.send({ type: 'user.retry' })}>
            Tekrar dene
          </button>
        </p>
      )}
      {data && (
        <dl className="grid grid-cols-2 gap-3">
          <div className={ITEM}>
            <dt className="text-sm text-slate-700">Sonuçlanmamış talep</dt>
            <dd className="text-2xl font-bold text-slate-900">{formatNumber(data.openDemands)}</dd>
            <dd>
              <button type="button" className={LINK} onClick={onShowOpen}>
                Talepleri göster
              </button>
            </dd>
          </div>
          <div className={ITEM}>
            <dt className="text-sm text-slate-700">Açık sipariş</dt>
            <dd className="text-2xl font-bold text-slate-900">{formatNumber(data.openOrders)}</dd>
            <dd>
              <Link to="/my-orders" className={LINK}>
                Siparişlerim
              </Link>
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
