import { useSelector } from '@xstate/react';
import { formatMoney, formatNumber } from '../../lib/format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/table';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { QUOTED_COLUMNS } from './columns';
import { RefusalList } from './RefusalList';
import type { OrderRef } from './types';

/** Step 3: the lines that will get the package, the total in TL, then the SMS code. */
export function SummaryStep({ flow }: { flow: OrderRef }) {
  const quote = useSelector(flow, (s) => s.context.quote);
  const failure = useSelector(flow, (s) => s.context.failure);
  const otp = useSelector(flow, (s) => s.children.otp as OtpRef | undefined);
  const ordering = useSelector(flow, (s) => s.matches('ordering'));
  const canConfirm = useSelector(flow, (s) => s.can({ type: 'user.confirm' }));
  const canBack = useSelector(flow, (s) => s.can({ type: 'user.back' }));
  if (!quote) return null;
  const money = (n: number) => formatMoney(n, { minDecimals: 2 });

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Paket</dt>
        <dd className="text-slate-900">{quote.offer.name}</dd>
        <dt className="font-medium text-slate-700">Hat sayısı</dt>
        <dd className="text-slate-900">{formatNumber(quote.allowed.length)}</dd>
        <dt className="font-medium text-slate-700">Hat başına ücret</dt>
        <dd className="text-slate-900">{money(quote.offer.price)}</dd>
        <dt className="font-medium text-slate-700">Toplam tutar</dt>
        <dd className="font-semibold text-slate-900">{money(quote.total)}</dd>
      </dl>
      {quote.needsApproval && (
        <Alert tone="info">
          Toplam tutar onay sınırını aştığı için sipariş, onay yetkisi olan bir kişinin onayından sonra
          tanımlanır.
        </Alert>
      )}
      {quote.refused.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-900">
            {formatNumber(quote.refused.length)} hatta bu paket tanımlanamaz; bu hatlar siparişe alınmaz:
          </p>
          <RefusalList refused={quote.refused} />
        </div>
      )}
      <DataTable
        caption="Paket tanımlanacak hatlar"
        showCaption
        columns={QUOTED_COLUMNS}
        rows={quote.allowed}
        rowId={(l) => l.msisdn}
        status="ready"
        regionLabel="Paket tanımlanacak hatlar"
        searchLabel={null}
        maxHeight="40vh"
      />
      {failure && (
        <Alert>Sipariş verilemedi. Yeniden onaylayabilirsiniz; yeni bir doğrulama kodu gönderilir.</Alert>
      )}
      {ordering && <p role="status">Sipariş veriliyor…</p>}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={!canBack} onClick={() => flow.send({ type: 'user.back' })}>
          Geri
        </Button>
        <Button disabled={!canConfirm} busy={ordering} onClick={() => flow.send({ type: 'user.confirm' })}>
          Onayla ve SMS kodu gönder
        </Button>
      </div>
      <OtpDialog otp={otp} title="Ek paket siparişini onaylayın" />
    </div>
  );
}
