import { useSelector } from '@xstate/react';
import { formatMoney, formatNumber } from '../../lib/format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/table';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { COST_COLUMNS } from './columns';
import type { DeactivationRef } from './types';

/** Step 3: what will close, what ending the commitments costs, then the SMS code. */
export function SummaryStep({ flow }: { flow: DeactivationRef }) {
  const check = useSelector(flow, (s) => s.context.check);
  const reasonTitle = useSelector(
    flow,
    (s) => s.context.reasons.find((r) => r.reasonId === s.context.reasonId)?.title ?? '',
  );
  const documents = useSelector(flow, (s) => s.context.documents);
  const failure = useSelector(flow, (s) => s.context.failure);
  const otp = useSelector(flow, (s) => s.children.otp as OtpRef | undefined);
  const deactivating = useSelector(flow, (s) => s.matches('deactivating'));
  const canConfirm = useSelector(flow, (s) => s.can({ type: 'user.confirm' }));
  const canBack = useSelector(flow, (s) => s.can({ type: 'user.back' }));
  if (!check) return null;
  const committed = check.allowed.filter((l) => l.commitment).length;

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">Kapatılacak hat</dt>
        <dd className="text-slate-900">{formatNumber(check.allowed.length)}</dd>
        <dt className="font-medium text-slate-700">Kapatma nedeni</dt>
        <dd className="text-slate-900">{reasonTitle}</dd>
        <dt className="font-medium text-slate-700">Belgeler</dt>
        <dd className="break-words text-slate-900">
          {documents.length > 0 ? documents.map((d) => d.fileName).join(', ') : 'Yok'}
        </dd>
        <dt className="font-medium text-slate-700">Toplam cayma bedeli</dt>
        <dd className="font-semibold text-slate-900">{formatMoney(check.totalCost, { minDecimals: 2 })}</dd>
      </dl>
      {committed > 0 ? (
        <Alert tone="info">
          {formatNumber(committed)} hattın taahhüdü sürüyor. Bu hatlar kapatılırsa kalan aylarının indirimi
          cayma bedeli olarak faturanıza yansır.
        </Alert>
      ) : (
        <Alert tone="info">Seçilen hatların süren taahhüdü yok; cayma bedeli çıkmaz.</Alert>
      )}
      <DataTable
        caption="Kapatılacak hatlar ve cayma bedelleri"
        showCaption
        columns={COST_COLUMNS}
        rows={check.allowed}
        rowId={(l) => l.msisdn}
        status="ready"
        regionLabel="Kapatılacak hatlar"
        searchLabel={null}
        maxHeight="40vh"
      />
      {failure && (
        <Alert>Hatlar kapatılamadı. Yeniden onaylayabilirsiniz; yeni bir doğrulama kodu gönderilir.</Alert>
      )}
      {deactivating && <p role="status">Hatlar kapatılıyor…</p>}
      <p className="text-sm text-slate-700">Kapatılan hat geri açılamaz ve numarası şirketinizden çıkar.</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={!canBack} onClick={() => flow.send({ type: 'user.back' })}>
          Geri
        </Button>
        <Button
          variant="danger"
          disabled={!canConfirm}
          busy={deactivating}
          onClick={() => flow.send({ type: 'user.confirm' })}
        >
          Onayla ve SMS kodu gönder
        </Button>
      </div>
      <OtpDialog otp={otp} title="Hat kapatmayı onaylayın" />
    </div>
  );
}
