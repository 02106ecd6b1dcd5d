import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { MoveCheck } from '../../api/tariff/types';
import { formatNumber } from '../../lib/format';
import type { tariffBulkMachine } from '../../machines/tariff/tariffBulkMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { type DataColumn, DataTable, msisdnColumn } from '../../ui/table';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { signedMoney } from './columns';

const REFUSED_COLUMNS: DataColumn<MoveCheck>[] = [
  msisdnColumn((m) => m.msisdn),
  { id: 'toTariff', header: 'Yeni tarife', kind: 'text', value: (m) => m.toTariff, width: 200 },
  { id: 'reason', header: 'Neden', kind: 'text', value: (m) => m.reason ?? '', width: 320 },
];

type BulkRef = ActorRefFrom<typeof tariffBulkMachine>;

/** The check's summary: the lines that change, those that cannot and why, and the SMS confirmation. */
export function BulkReview({ flow }: { flow: BulkRef }) {
  const check = useSelector(flow, (s) => s.context.check);
  const failure = useSelector(flow, (s) => s.context.failure);
  const checking = useSelector(flow, (s) => s.matches('checking'));
  const starting = useSelector(flow, (s) => s.matches('starting'));
  const canConfirm = useSelector(flow, (s) => s.can({ type: 'user.confirm' }));
  const otp = useSelector(flow, (s) => s.children.otp as OtpRef | undefined);
  const refused = check?.items.filter((m) => !m.allowed) ?? [];
  return (
    <section
      aria-labelledby="bulk-summary"
      className="space-y-4 rounded-lg bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 id="bulk-summary" className="text-lg font-semibold text-slate-900">
        Özet ve onay
      </h2>
      {checking && <p role="status">Hatlar kontrol ediliyor…</p>}
      {failure && <Alert>{failure}</Alert>}
      {check && (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-700">Değişecek hat</dt>
          <dd className="text-slate-900">{formatNumber(check.allowedCount)}</dd>
          <dt className="font-medium text-slate-700">Değiştirilemeyecek hat</dt>
          <dd className="text-slate-900">{formatNumber(refused.length)}</dd>
          <dt className="font-medium text-slate-700">Aylık toplam fark</dt>
          <dd className="font-semibold text-slate-900">{signedMoney(check.totalDifference)}</dd>
        </dl>
      )}
      {refused.length > 0 && (
        <DataTable
          caption="Değiştirilemeyecek hatlar"
          showCaption
          columns={REFUSED_COLUMNS}
          rows={refused}
          rowId={(m) => `${m.msisdn}-${m.toTariff}`}
          status="ready"
          regionLabel="Değiştirilemeyecek hatlar listesi"
          searchLabel={null}
          maxHeight="40vh"
        />
      )}
      {check && check.allowedCount === 0 && <Alert>Listedeki hatların hiçbiri değiştirilemiyor.</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => flow.send({ type: 'user.restart' })} disabled={starting}>
          Başka dosya yükle
        </Button>
        <Button disabled={!canConfirm} busy={starting} onClick={() => flow.send({ type: 'user.confirm' })}>
          Onayla ve SMS kodu gönder
        </Button>
      </div>
      <OtpDialog otp={otp} title="Toplu tarife değişikliğini onaylayın" />
    </section>
  );
}
