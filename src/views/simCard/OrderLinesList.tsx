import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { PRODUCT_TYPE_LABELS } from '../../api/lineUser/types';
import type { SimProductCode, SimReasonCode } from '../../api/simCard/types';
import { formatNumber } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import type { OrderLine } from '../../machines/simCard/orderLines';
import type { simCardOrderMachine } from '../../machines/simCard/simCardOrderMachine';
import { Button } from '../../ui/Button';

type OrderRef = ActorRefFrom<typeof simCardOrderMachine>;
const SELECT =
  'block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-none focus:ring-2 focus:ring-brand-600';

/** The order's lines, each with its SIM product and change reason, and one choice for them all. */
export function OrderLinesList({ order }: { order: OrderRef }) {
  const lines = useSelector(order, (s) => s.context.lines);
  if (lines.length === 0) {
    return <p className="text-sm text-slate-700">Siparişte henüz hat yok.</p>;
  }
  return (
    <section
      aria-labelledby="sim-lines-title"
      className="space-y-3 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="sim-lines-title" className="text-base font-semibold text-slate-900">
          Siparişteki hatlar ({formatNumber(lines.length)})
        </h2>
        <Button variant="ghost" className="px-3 py-1.5" onClick={() => order.send({ type: 'user.clear' })}>
          Tümünü çıkar
        </Button>
      </div>
      <SetAll order={order} />
      <ul aria-label="Siparişteki hatlar" className="max-h-[32rem] divide-y divide-slate-200 overflow-y-auto">
        {lines.map((line) => (
          <LineRow key={line.msisdn} order={order} line={line} />
        ))}
      </ul>
    </section>
  );
}

function LineRow({ order, line }: { order: OrderRef; line: OrderLine }) {
  const products = useSelector(order, (s) => s.context.products);
  const reasons = useSelector(order, (s) => s.context.reasons);
  const number = formatMsisdn(line.msisdn);
  const fitting = products.filter((p) => p.lineTypes.includes(line.productType));
  return (
    <li className="grid gap-2 py-2 sm:grid-cols-[minmax(9rem,1fr)_minmax(10rem,1fr)_minmax(10rem,1fr)_auto] sm:items-center">
      <div className="text-sm">
        <span className="font-mono font-medium text-slate-900">{number}</span>
        <span className="block text-slate-700">
          {line.userName} · {PRODUCT_TYPE_LABELS[line.productType]}
        </span>
      </div>
      <select
        aria-label={`SIM kart ürünü, ${number}`}
        value={line.productCode}
        className={SELECT}
        onChange={(e) =>
          order.send({
            type: 'user.setProduct',
            msisdn: line.msisdn,
            code: e.target.value as SimProductCode | '',
          })
        }
      >
        <option value="">Ürün seçin</option>
        {fitting.map((p) => (
          <option key={p.code} value={p.code}>
            {p.name}
          </option>
        ))}
      </select>
      <select
        aria-label={`Değişiklik nedeni, ${number}`}
        value={line.reasonCode}
        className={SELECT}
        onChange={(e) =>
          order.send({
            type: 'user.setReason',
            msisdn: line.msisdn,
            code: e.target.value as SimReasonCode | '',
          })
        }
      >
        <option value="">Neden seçin</option>
        {reasons.map((r) => (
          <option key={r.code} value={r.code}>
            {r.name}
          </option>
        ))}
      </select>
      <Button
        variant="ghost"
        className="justify-self-start px-3 py-1.5"
        aria-label={`${number} hattını siparişten çıkar`}
        onClick={() => order.send({ type: 'user.removeLine', msisdn: line.msisdn })}
      >
        Çıkar
      </Button>
    </li>
  );
}

/** One product and one reason for every line at once (a product only where it fits). */
function SetAll({ order }: { order: OrderRef }) {
  const products = useSelector(order, (s) => s.context.products);
  const reasons = useSelector(order, (s) => s.context.reasons);
  const [product, setProduct] = useState<SimProductCode | ''>('');
  const [reason, setReason] = useState<SimReasonCode | ''>('');
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-3">
      <div>
        <label htmlFor={`${id}-p`} className="mb-1 block text-sm font-medium text-slate-800">
          Tüm hatlara ürün
        </label>
        <select
          id={`${id}-p`}
          className={SELECT}
          value={product}
          onChange={(e) => setProduct(e.target.value as SimProductCode | '')}
        >
          <option value="">Her hattaki seçim kalsın</option>
          {products.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-r`} className="mb-1 block text-sm font-medium text-slate-800">
          Tüm hatlara neden
        </label>
        <select
          id={`${id}-r`}
          className={SELECT}
          value={reason}
          onChange={(e) => setReason(e.target.value as SimReasonCode | '')}
        >
          <option value="">Her hattaki seçim kalsın</option>
          {reasons.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        disabled={!product && !reason}
        onClick={() =>
          order.send({
            type: 'user.setAll',
            ...(product ? { productCode: product } : {}),
            ...(reason ? { reasonCode: reason } : {}),
          })
        }
      >
        Tümüne uygula
      </Button>
    </div>
  );
}
