import { useSelector } from '@xstate/react';
import { useMatch, useParams } from 'react-router';
import type { InvoiceCopy } from '../../api/invoicePdf/types';
import { formatMoney, formatPeriod } from '../../lib/format';
import {
  type ShowInvoicePdfRef,
  showInvoicePdfMachine,
} from '../../machines/invoicePdf/showInvoicePdfMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { usePageActor } from '../shared/usePageActor';

const TITLES: Record<InvoiceCopy, string> = { STANDARD: 'Fatura PDF', GIB: 'e-Arşiv Fatura PDF (GİB)' };

function DeadLink({ expired }: { expired: boolean }) {
  return (
    <>
      <h2 className="mb-2 text-lg font-semibold text-slate-900">
        {expired ? 'Bağlantının süresi dolmuş' : 'Bağlantı geçersiz'}
      </h2>
      <p className="mb-4 text-sm text-slate-700">
        {expired
          ? 'Fatura bağlantıları güvenliğiniz için 30 gün geçerlidir. Faturanıza Kurumsal Portal’a giriş yaparak Fatura Bilgilerim sayfasından ulaşabilirsiniz.'
          : 'Bu bağlantı bir faturaya ait değil. Lütfen e-postadaki bağlantıyı eksiksiz açtığınızdan emin olun ya da Kurumsal Portal’a giriş yaparak faturanıza ulaşın.'}
      </p>
      <Link to="/" className="font-semibold text-brand-700 underline">
        Kurumsal Portal’a giriş yap
      </Link>
    </>
  );
}

function Invoice({ page }: { page: ShowInvoicePdfRef }) {
  const invoice = useSelector(page, (s) => s.context.invoice);
  const busy = useSelector(page, (s) => s.hasTag('busy'));
  const savedAs = useSelector(page, (s) => s.context.savedAs);
  const error = useSelector(page, (s) => s.context.error);
  const canDownload = useSelector(page, (s) => s.can({ type: 'user.download' }));
  // Only while the link works: one that ran out meanwhile shows its page instead.
  const shown = useSelector(page, (s) => s.hasTag('invoice'));
  if (!invoice || !shown) return null;
  return (
    <>
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-700">Şirket</dt>
        <dd className="text-slate-900">{invoice.companyName}</dd>
        <dt className="font-semibold text-slate-700">Fatura no</dt>
        <dd className="text-slate-900">{invoice.invoiceNo}</dd>
        <dt className="font-semibold text-slate-700">Dönem</dt>
        <dd className="text-slate-900">{formatPeriod(invoice.period)}</dd>
        <dt className="font-semibold text-slate-700">Tutar</dt>
        <dd className="text-slate-900">{formatMoney(invoice.totalKurus / 100, { minDecimals: 2 })}</dd>
      </dl>
      <Button
        type="button"
        busy={busy}
        disabled={!canDownload}
        onClick={() => page.send({ type: 'user.download' })}
      >
        PDF’i indir
      </Button>
      <div className="mt-3" aria-live="polite">
        {savedAs && <Alert tone="success">Fatura indirildi: {savedAs}</Alert>}
      </div>
      {error && <Alert>{error}</Alert>}
    </>
  );
}

/**
 * A public invoice link (/showinvoicepdf/{key}, /showinvoicepdf/gib/{key}) opened from an
 * e-mail, logged in or not: the invoice it opens and its PDF, or why the link no longer works.
 */
export default function ShowInvoicePdfView() {
  const { secretKey = '' } = useParams();
  const copy: InvoiceCopy = useMatch('/showinvoicepdf/gib/:secretKey') ? 'GIB' : 'STANDARD';
  // The page emits the downloaded file; usePageActor saves it.
  const page = usePageActor(showInvoicePdfMachine, { secretKey, copy });
  const checking = useSelector(page, (s) => s.matches('checking'));
  const expired = useSelector(page, (s) => s.matches('expired'));
  const dead = useSelector(page, (s) => s.hasTag('linkDead'));
  const failed = useSelector(page, (s) => s.matches('failed'));
  const error = useSelector(page, (s) => s.context.error);
  return (
    <main className="mx-auto max-w-xl p-4 sm:p-8">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{TITLES[copy]}</h1>
      <section className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
        {checking && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner size="sm" /> Bağlantı kontrol ediliyor…
          </p>
        )}
        {dead && <DeadLink expired={expired} />}
        {failed && (
          <>
            <Alert>{error}</Alert>
            <Button
              type="button"
              variant="secondary"
              className="mt-3"
              onClick={() => page.send({ type: 'user.retry' })}
            >
              Tekrar dene
            </Button>
          </>
        )}
        <Invoice page={page} />
      </section>
    </main>
  );
}
