import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { PortfolioCompany, PortfolioType } from '../../api/customerManager/types';
import { readManagerSession } from '../../lib/managerSession';
import { segmentWord } from '../../lib/segments';
import { PORTFOLIO_PAGE_SIZE, portfolioMachine } from '../../machines/customerManager/portfolioMachine';
import { Button } from '../../ui/Button';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { usePageActor } from '../shared/usePageActor';
import { CompanyDialog } from './CompanyDialog';
import { PortfolioFilters } from './PortfolioFilters';
import { officialsLine } from './rights';

const TABS: { type: PortfolioType; label: string }[] = [
  { type: 'PRIMARY', label: 'Birincil portföy' },
  { type: 'SECONDARY', label: 'İkincil portföy' },
];

function CompanyCard({ company, onOpen }: { company: PortfolioCompany; onOpen: () => void }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <h2 className="text-base font-semibold text-slate-900">{company.corporateName}</h2>
        <p className="text-sm text-slate-700">
          Müşteri no: {company.customerNumber} · {segmentWord(company.segment)} · {company.city} ·{' '}
          {company.lineCount.toLocaleString('tr-TR')} hat
        </p>
        <p className="text-sm text-slate-700">
          <span className="font-medium">Yetkililer ({company.officialCount}):</span>{' '}
          {officialsLine(
            company.officialList.map((o) => `${o.fullName} (${o.roleLabel})`),
            company.officialCount,
          )}
        </p>
      </div>
      <Button
        variant="secondary"
        className="shrink-0"
        onClick={onOpen}
        aria-label={`${company.corporateName}: yetkilileri gör`}
      >
        Yetkilileri gör
      </Button>
    </li>
  );
}

/** /customer-manager/portfolio: the manager's companies, then an authorized person to work for. */
export default function PortfolioView() {
  // Read once: the manager session is this page's input, not something it watches.
  const [stored] = useState(readManagerSession);
  // Forgetting the manager, the adopted login and leaving the page are effects the hook performs.
  const actor = usePageActor(portfolioMachine, { managerToken: stored?.managerToken ?? null });
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const failed = useSelector(actor, (s) => s.matches({ portfolio: 'failed' }));
  const page = useSelector(actor, (s) => s.context.page);
  const error = useSelector(actor, (s) => s.context.error);
  const portfolioType = useSelector(actor, (s) => s.context.portfolioType);
  const offset = useSelector(actor, (s) => s.context.offset);
  const canChange = useSelector(actor, (s) => s.can({ type: 'user.page', offset: 0 }));
  const managerName = page?.managerName ?? stored?.managerName ?? '';
  const total = page?.total ?? 0;
  const last = Math.min(offset + PORTFOLIO_PAGE_SIZE, total);

  return (
    <main className="mx-auto max-w-5xl space-y-5 p-4 sm:p-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-brand-800">Kurumsal Portal · Müşteri yöneticisi</p>
          <h1 className="text-2xl font-bold text-slate-900">Portföyüm</h1>
          {managerName && <p className="text-sm text-slate-700">{managerName}</p>}
        </div>
        <Button variant="ghost" onClick={() => actor.send({ type: 'user.logout' })}>
          Çıkış yap
        </Button>
      </header>

      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Portföy türü</legend>
        {TABS.map((tab) => (
          <Button
            key={tab.type}
            variant={portfolioType === tab.type ? 'primary' : 'secondary'}
            aria-pressed={portfolioType === tab.type}
            disabled={!canChange}
            onClick={() => actor.send({ type: 'user.selectPortfolio', portfolioType: tab.type })}
          >
            {tab.label}
            {page ? ` (${page.counts[tab.type]})` : ''}
          </Button>
        ))}
      </fieldset>

      <PortfolioFilters
        segments={page?.segments ?? []}
        cities={page?.cities ?? []}
        disabled={!canChange}
        onFilter={(filter) => actor.send({ type: 'user.filter', filter })}
      />

      {loading && <Spinner label="Portföy yükleniyor" />}
      {failed && <RetryPanel onRetry={() => actor.send({ type: 'user.retry' })}>{error}</RetryPanel>}
      {!loading && !failed && page && (
        <section aria-label="Şirketler" className="space-y-3">
          <p className="text-sm text-slate-700" aria-live="polite">
            {total === 0 ? 'Bu ölçütlere uyan şirket bulunamadı.' : `${offset + 1}–${last} / ${total} şirket`}
          </p>
          <ul className="space-y-3">
            {page.items.map((company) => (
              <CompanyCard
                key={company.corporateNcst}
                company={company}
                onOpen={() =>
                  actor.send({
                    type: 'user.selectCompany',
                    company: { corporateNcst: company.corporateNcst, corporateName: company.corporateName },
                  })
                }
              />
            ))}
          </ul>
          {total > PORTFOLIO_PAGE_SIZE && (
            <nav aria-label="Sayfalar" className="flex gap-2">
              <Button
                variant="secondary"
                disabled={!canChange || offset === 0}
                onClick={() =>
                  actor.send({ type: 'user.page', offset: Math.max(0, offset - PORTFOLIO_PAGE_SIZE) })
                }
              >
                Önceki
              </Button>
              <Button
                variant="secondary"
                disabled={!canChange || last >= total}
                onClick={() => actor.send({ type: 'user.page', offset: offset + PORTFOLIO_PAGE_SIZE })}
              >
                Sonraki
              </Button>
            </nav>
          )}
        </section>
      )}
      <CompanyDialog actor={actor} />
    </main>
  );
}
