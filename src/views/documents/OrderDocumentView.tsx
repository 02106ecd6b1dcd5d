import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatDate, formatDateTime } from '../../lib/format';
import { orderDocumentMachine } from '../../machines/documents/orderDocumentMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { FullAuthorityNote } from '../shared/FullAuthority';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { useFullAuthority, usePersonRights } from '../shared/rights';

type OrderDocumentsRef = ActorRefFrom<typeof orderDocumentMachine>;

const SIGN_REFUSAL_ID = 'document-sign-refusal';

/** Stable, so React calls it once when the heading mounts, not on every render. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

function AgreementViewer({ documents }: { documents: OrderDocumentsRef }) {
  const viewing = useSelector(documents, (s) => s.context.viewing);
  const confirming = useSelector(documents, (s) => s.hasTag('busy'));
  const canSign = useSelector(documents, (s) => s.can({ type: 'user.sign' }));
  const canClose = useSelector(documents, (s) => s.can({ type: 'user.close' }));
  const signRight = useFullAuthority();
  if (!viewing) return null;
  return (
    <section
      aria-labelledby="agreement-title"
      className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id="agreement-title"
        tabIndex={-1}
        ref={focusOnMount}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {viewing.title}
      </h2>
      <p className="text-sm text-slate-700">Sipariş no: {viewing.orderNo}</p>
      <section
        className="mt-4 max-h-80 space-y-3 overflow-y-auto rounded-md bg-slate-50 p-4 text-sm leading-relaxed text-slate-800"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (at 390 px the text scrolls)
        tabIndex={0}
        aria-label="Belge metni"
      >
        {viewing.paragraphs.map((paragraph, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are the document's fixed text.
          <p key={i}>{paragraph}</p>
        ))}
      </section>
      {viewing.status === 'SIGNED' && (
        <p className="mt-3 text-sm font-medium text-green-800">Bu belge imzalanmıştır.</p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {confirming && <Spinner label="İmzanız kaydediliyor…" />}
        {viewing.status === 'AWAITING_SIGNATURE' && !confirming && (
          <Button
            disabled={!canSign}
            aria-describedby={signRight === 'granted' ? undefined : SIGN_REFUSAL_ID}
            onClick={() => documents.send({ type: 'user.sign' })}
          >
            Onayla ve imzala
          </Button>
        )}
        <Button variant="ghost" disabled={!canClose} onClick={() => documents.send({ type: 'user.close' })}>
          Kapat
        </Button>
      </div>
      {viewing.status === 'AWAITING_SIGNATURE' && (
        <FullAuthorityNote id={SIGN_REFUSAL_ID} right={signRight} />
      )}
    </section>
  );
}

/** /order-document: documents of orders that wait for the customer's signature. */
export default function OrderDocumentView() {
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const documents = useActorRef(orderDocumentMachine, { input: { rights } });
  const loading = useSelector(documents, (s) => s.hasTag('loading'));
  const failed = useSelector(documents, (s) => s.hasTag('failed'));
  const list = useSelector(documents, (s) => s.context.documents);
  const signedTitle = useSelector(documents, (s) => s.context.signedTitle);
  const opening = useSelector(documents, (s) => s.hasTag('opening'));
  const canView = useSelector(documents, (s) => s.hasTag('browsing'));
  const otp = useSelector(documents, (s) => s.children.otp as OtpRef | undefined);
  const awaiting = list.filter((d) => d.status === 'AWAITING_SIGNATURE').length;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Sipariş Belgeleri</h1>
        {!loading && !failed && (
          <p className="mt-1 text-slate-700">
            {awaiting === 0 ? 'İmzanızı bekleyen belge yok.' : `${awaiting} belge imzanızı bekliyor.`}
          </p>
        )}
      </div>
      {signedTitle !== undefined && <Alert tone="success">“{signedTitle || 'Belge'}” imzalandı.</Alert>}
      {loading && <Spinner label="Yükleniyor" />}
      {failed && (
        <RetryPanel onRetry={() => documents.send({ type: 'user.retry' })}>
          Belgeler şu anda gösterilemiyor.
        </RetryPanel>
      )}
      <AgreementViewer documents={documents} />
      {opening && <Spinner label="Belge açılıyor…" />}
      {!loading && !failed && (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label="Sipariş belgeleri">
          {list.map((d) => (
            <li
              key={d.documentId}
              className="flex flex-col rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
            >
              <div className="flex flex-col items-start gap-1">
                <h2 className="font-semibold text-slate-900">{d.title}</h2>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${d.status === 'SIGNED' ? 'bg-green-50 text-green-800 ring-green-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
                >
                  {d.status === 'SIGNED' ? 'İmzalandı' : 'İmza bekliyor'}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {d.orderTypeName} · {d.orderNo}
              </p>
              <p className="text-sm text-slate-700">
                {d.signedAt
                  ? `İmza tarihi: ${formatDateTime(d.signedAt)}`
                  : `Oluşturma: ${formatDate(d.createdAt)}`}
              </p>
              <div className="mt-auto pt-3">
                <Button
                  variant="secondary"
                  disabled={!canView}
                  aria-label={`${d.title} (${d.orderNo}) belgesini görüntüle`}
                  onClick={() => documents.send({ type: 'user.view', documentId: d.documentId })}
                >
                  Belgeyi görüntüle
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <OtpDialog otp={otp} title="Belgeyi imzalayın" />
    </div>
  );
}
