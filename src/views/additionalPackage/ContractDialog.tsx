import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatMoney, formatNumber } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import type { orderContractMachine } from '../../machines/additionalPackage/packageListsMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** A waiting order's contract: the text, the lines and the total. */
export function ContractDialog({
  contract,
  onClose,
}: {
  /** The page's `contract` child, running while the dialog is open. */
  contract: ActorRefFrom<typeof orderContractMachine>;
  onClose(): void;
}) {
  const data = useSelector(contract, (s) => s.context.data);
  const loading = useSelector(contract, (s) => s.hasTag('loading'));
  const error = useSelector(contract, (s) => (s.hasTag('failed') ? s.context.error : undefined));

  return (
    <Modal
      open
      wide
      title={data ? data.title : 'Sipariş sözleşmesi'}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Kapat
        </Button>
      }
    >
      {loading && <p role="status">Sözleşme yükleniyor…</p>}
      {error && (
        <div className="space-y-2">
          <Alert>{error}</Alert>
          <Button variant="secondary" onClick={() => contract.send({ type: 'user.retry' })}>
            Tekrar dene
          </Button>
        </div>
      )}
      {data && (
        <div className="space-y-3 text-sm text-slate-800">
          {data.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          <p className="font-medium text-slate-900">
            {formatNumber(data.lines.length)} hat · Toplam {formatMoney(data.total, { minDecimals: 2 })}
          </p>
          <ul aria-label="Siparişteki hatlar" className="grid grid-cols-2 gap-1 font-mono sm:grid-cols-4">
            {data.lines.map((m) => (
              <li key={m}>{formatMsisdn(m)}</li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
