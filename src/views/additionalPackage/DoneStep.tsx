import { useSelector } from '@xstate/react';
import { formatMoney, formatNumber } from '../../lib/format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { DataTable } from '../../ui/table';
import { RESULT_COLUMNS } from './columns';
import type { OrderRef } from './types';

/** Step 4: each line's result, as the history keeps it. */
export function DoneStep({ flow }: { flow: OrderRef }) {
  const result = useSelector(flow, (s) => s.context.result);
  if (!result) return null;
  const done = result.lines.filter((l) => l.result === 'DONE').length;
  return (
    <div className="space-y-4">
      {result.status === 'WAITING_APPROVAL' ? (
        <Alert tone="info">
          Sipariş {result.orderId} onaya gönderildi. Onay yetkisi olan bir kişi onayladığında paket
          tanımlanır.
        </Alert>
      ) : (
        <Alert tone="success">
          {formatNumber(done)} hatta paket tanımlandı. Toplam tutar:{' '}
          {formatMoney(result.total, { minDecimals: 2 })}.
        </Alert>
      )}
      <p className="text-sm text-slate-700">
        Sipariş numarası: <span className="font-mono">{result.orderId}</span>
      </p>
      <DataTable
        caption="Hat sonuçları"
        showCaption
        columns={RESULT_COLUMNS}
        rows={result.lines}
        rowId={(l) => l.msisdn}
        status="ready"
        regionLabel="Hat sonuçları"
        searchLabel={null}
        maxHeight="40vh"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => flow.send({ type: 'user.restart' })}>Başka hatlara satın al</Button>
        <Link to="/additional-package-history" className="text-sm font-medium text-brand-800 underline">
          Ek paket geçmişi
        </Link>
      </div>
    </div>
  );
}
