import { useSelector } from '@xstate/react';
import type { InvoiceCopy } from '../../api/invoicePdf/types';
import type { InvoicePdfRef } from '../../machines/invoices/invoicePdfMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

const LABELS: Record<InvoiceCopy, string> = {
  STANDARD: 'PDF indir',
  GIB: 'e-Arşiv (GİB) PDF indir',
};

const COPY_NAMES: Record<InvoiceCopy, string> = {
  STANDARD: 'Fatura PDF’i',
  GIB: 'e-Arşiv fatura PDF’i',
};

/**
 * The invoice's two PDF downloads (spec §3 show-invoice: permission, then the file): the
 * operator's copy and the tax authority's (GİB) e-Arşiv copy, saved as files. The buttons are a
 * child of the invoices page (src/machines/invoices/invoicesMachine.ts), which hands each file to
 * the browser.
 */
export function InvoicePdfButtons({ pdf: ref }: { pdf: InvoicePdfRef }) {
  const invoiceNo = useSelector(ref, (s) => s.context.invoiceNo);
  const busy = useSelector(ref, (s) => s.hasTag('busy'));
  const copy = useSelector(ref, (s) => s.context.copy);
  const result = useSelector(ref, (s) => s.context.result);
  const canDownload = useSelector(ref, (s) => s.can({ type: 'user.download', copy: 'STANDARD' }));
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {(['STANDARD', 'GIB'] as const).map((c) => (
          <Button
            key={c}
            type="button"
            variant="secondary"
            busy={busy && copy === c}
            disabled={!canDownload}
            aria-label={`${LABELS[c]} (fatura ${invoiceNo})`}
            onClick={() => ref.send({ type: 'user.download', copy: c })}
          >
            {LABELS[c]}
          </Button>
        ))}
      </div>
      {busy && (
        <p role="status" className="text-sm text-slate-700">
          {COPY_NAMES[copy ?? 'STANDARD']} hazırlanıyor…
        </p>
      )}
      {result?.status === 'saved' && (
        <Alert tone="success">
          {COPY_NAMES[result.copy]} indirildi: {result.fileName}
        </Alert>
      )}
      {result?.status === 'failed' && <Alert>{result.message}</Alert>}
    </div>
  );
}
