import { useSelector } from '@xstate/react';
import { useLocation, useSearchParams } from 'react-router';
import { formatPeriod } from '../../lib/format';
import { OBJECT_PARAMS } from '../../lib/objectLinks';
import { invoicesChildren, invoicesMachine } from '../../machines/invoices/invoicesMachine';
import { RetryPanel } from '../../ui/RetryPanel';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../shared/Tabs';
import { usePageActor } from '../shared/usePageActor';
import { CurrentInvoiceCard } from './CurrentInvoiceCard';
import intros from './intro.json';
import { KtfSection } from './KtfSection';
import { LayoutDialog } from './LayoutDialog';
import { LineChargesSection } from './LineChargesSection';
import { MonthlyTotals } from './MonthlyTotals';

const INTRO = intros['/invoices'];

const tabClass =
  'rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 data-selected:bg-brand-700 data-selected:text-white';

/**
 * /invoices: "Fatura Bilgilerim"; /invoices?fatura=<no> opens that invoice's layout (a search hit).
 * Each arrival at an invoice's address is a fresh page, so asking for the same invoice again after
 * closing it opens it again; closing leaves the page as it is.
 */
export default function InvoicesView() {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const invoiceNo = params.get(OBJECT_PARAMS.invoice) || undefined;
  return <InvoicesPage key={invoiceNo ? key : 'page'} invoiceNo={invoiceNo} />;
}

function InvoicesPage({ invoiceNo }: { invoiceNo: string | undefined }) {
  // The page's one actor: its chart runs the sections, the layout dialog and the PDF buttons as
  // children, and hands each downloaded file to the browser (usePageActor saves it).
  const page = usePageActor(invoicesMachine, { invoiceNo });
  const ktf = useSelector(page, invoicesChildren.ktf);
  const lines = useSelector(page, invoicesChildren.lines);
  const layout = useSelector(page, invoicesChildren.layout);
  const layoutPdf = useSelector(page, invoicesChildren.layoutPdf);
  const overview = useSelector(page, (s) => s.context.overview);
  const period = useSelector(page, (s) => s.context.period);
  const failed = useSelector(page, (s) => s.hasTag('failed'));
  const onLines = useSelector(page, (s) => s.hasTag('section:lines'));
  const layoutNo = useSelector(page, (s) => (s.hasTag('layout') ? s.context.layoutInvoiceNo : undefined));
  const openInvoice = (invoiceNo: string) => page.send({ type: 'user.layout.open', invoiceNo });
  const pickPeriod = (next: string) => {
    page.send({ type: 'user.period', period: next });
    document.getElementById('period-detail')?.focus();
  };

  return (
    <div className="min-w-0 space-y-6">
      <header>
        {/* The same words the splash paints before the code arrives (intro.json, src/app/bootIntro.ts). */}
        <h1 className="text-2xl font-bold text-slate-900">{INTRO.title}</h1>
        <p className="mt-1 text-sm text-slate-700">{INTRO.lead}</p>
      </header>
      {failed ? (
        <RetryPanel onRetry={() => page.send({ type: 'user.retry' })}>
          Fatura bilgileri yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.
        </RetryPanel>
      ) : !overview ? (
        <Spinner label="Fatura bilgileri yükleniyor" />
      ) : (
        <>
          <CurrentInvoiceCard page={page} current={overview.current} onOpenInvoice={openInvoice} />
          <MonthlyTotals months={overview.summary.months} onPickPeriod={pickPeriod} />
          <section
            id="period-detail"
            tabIndex={-1}
            aria-labelledby="period-heading"
            className="min-w-0 space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 focus:outline-none sm:p-6"
          >
            <div className="flex flex-wrap items-end justify-between gap-3">
              <h2 id="period-heading" className="text-lg font-semibold text-slate-900">
                {formatPeriod(period)} dönemi
              </h2>
              <div className="w-full sm:w-56">
                <SelectField
                  label="Fatura dönemi"
                  allLabel="Dönem seçin"
                  value={period}
                  onChange={(e) =>
                    e.currentTarget.value && page.send({ type: 'user.period', period: e.currentTarget.value })
                  }
                  options={overview.summary.months.map((m) => ({
                    value: m.period,
                    label: formatPeriod(m.period),
                  }))}
                />
              </div>
            </div>
            <Tabs
              label="Dönemin dökümü"
              titles={['Fatura hesaplarına göre', 'Hat bazında']}
              selected={onLines ? 1 : 0}
              onSelect={(index) => page.send({ type: index === 1 ? 'user.tab.lines' : 'user.tab.ktf' })}
              listClassName="flex flex-wrap gap-2"
              tabClassName={tabClass}
              panelClassName="mt-4"
            >
              {onLines
                ? lines && (
                    <LineChargesSection
                      // A new period's section is a new child: its table starts afresh.
                      key={period}
                      section={lines}
                      ktfs={overview.current.invoices.map((i) => ({ ktfNo: i.ktfNo, name: i.ktfName }))}
                    />
                  )
                : ktf && <KtfSection request={ktf} onOpenInvoice={openInvoice} />}
            </Tabs>
          </section>
          {layoutNo && layout && (
            <LayoutDialog
              invoiceNo={layoutNo}
              request={layout}
              pdf={layoutPdf}
              onClose={() => page.send({ type: 'user.layout.close' })}
            />
          )}
        </>
      )}
    </div>
  );
}
