import { useSelector } from '@xstate/react';
import { useLocation, useSearchParams } from 'react-router';
import type { ContractFamily } from '../../api/contracts/types';
import { OBJECT_PARAMS } from '../../lib/objectLinks';
import type { ContractDetailRef } from '../../machines/contracts/contractDetailMachine';
import type { ContractDownloadRef } from '../../machines/contracts/contractDownloadMachine';
import { CONTRACT_FAMILIES, CONTRACT_LIST_KINDS } from '../../machines/contracts/contractRows';
import { type ContractsPageRef, contractsPageMachine } from '../../machines/contracts/contractsPageMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { deferredPart, usePreloadAfterPaint } from '../shared/deferredPart';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { usePersonRights } from '../shared/rights';
import { useSessionRef } from '../shared/sessionActor';
import { Tabs } from '../shared/Tabs';
import { usePageActor } from '../shared/usePageActor';
import { ContractTable } from './ContractTable';
import { FAMILY_LABELS, KIND_LABELS, noticeText, noticeTone } from './labels';

/** Opened from the list (or a search hit): its forms and react-hook-form load after the first paint (issue 42). */
const ContractPanel = deferredPart(async () => {
  const { ContractPanel } = await import('./ContractPanel');
  return { default: ContractPanel };
});

const tabClass =
  'rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 data-selected:bg-brand-700 data-selected:text-white';

function CountBadge({
  page,
  family,
  kind,
}: {
  page: ContractsPageRef;
  family: ContractFamily;
  kind: 'pending' | 'history';
}) {
  const list = useSelector(page, (s) => s.context.lists[family][kind]);
  const count = useSelector(list, (s) => s.context.data?.totalCount);
  if (count === undefined) return null;
  return (
    <span className="ml-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-bold text-brand-900 ring-1 ring-slate-300">
      {count}
    </span>
  );
}

function FamilyLists({ page, family }: { page: ContractsPageRef; family: ContractFamily }) {
  const tab = useSelector(page, (s) => s.context.tab);
  const lists = useSelector(page, (s) => s.context.lists[family]);
  return (
    <Tabs
      label={`${FAMILY_LABELS[family]} listeleri`}
      titles={CONTRACT_LIST_KINDS.map((kind) => (
        <>
          {KIND_LABELS[kind]}
          <CountBadge page={page} family={family} kind={kind} />
        </>
      ))}
      selected={CONTRACT_LIST_KINDS.indexOf(tab)}
      onSelect={(index) =>
        page.send({ type: 'user.selectTab', tab: CONTRACT_LIST_KINDS[index] ?? 'pending' })
      }
      listClassName="flex flex-wrap gap-2"
      tabClassName={tabClass}
      panelClassName="mt-4"
      beside={
        <Button variant="ghost" onClick={() => page.send({ type: 'user.refresh' })}>
          Listeyi yenile
        </Button>
      }
    >
      <ContractTable page={page} list={lists[tab]} />
    </Tabs>
  );
}

/** The running download's SMS step, when the file asked for one. */
function DownloadOtp({ page }: { page: ContractsPageRef }) {
  const download = useSelector(page, (s) => s.children.download as ContractDownloadRef | undefined);
  const otp = useSelector(download, (s) => s?.children.otp as OtpRef | undefined);
  const number = useSelector(page, (s) => s.context.downloading?.contractNumber);
  return <OtpDialog otp={otp} title={`${number ?? ''} numaralı sözleşmeyi indirmek için SMS doğrulaması`} />;
}

function ContractsPage({ contractNumber }: { contractNumber: string | undefined }) {
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  // Its downloaded files are effects the edge saves.
  const page = usePageActor(contractsPageMachine, { rights, contractNumber });
  const family = useSelector(page, (s) => s.context.family);
  const notice = useSelector(page, (s) => s.context.notice);
  const detail = useSelector(page, (s) => s.children.detail as ContractDetailRef | undefined);
  const downloading = useSelector(page, (s) => s.context.downloading?.contractNumber);
  usePreloadAfterPaint(ContractPanel);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Sözleşmeler</h1>
        <p className="text-sm text-slate-700">
          Onayınızı bekleyen sözleşmeleri inceleyip SMS koduyla onaylayabilir veya reddedebilirsiniz.
        </p>
      </div>
      {notice && <Alert tone={noticeTone(notice)}>{noticeText(notice)}</Alert>}
      <p role="status" className="sr-only">
        {downloading ? `${downloading} numaralı sözleşme indiriliyor.` : ''}
      </p>
      {detail && <ContractPanel key={detail.sessionId} detail={detail} />}
      <Tabs
        label="Sözleşme türü"
        titles={CONTRACT_FAMILIES.map((f) => (
          <>
            {FAMILY_LABELS[f]}
            <CountBadge page={page} family={f} kind="pending" />
          </>
        ))}
        selected={CONTRACT_FAMILIES.indexOf(family)}
        onSelect={(index) =>
          page.send({ type: 'user.selectFamily', family: CONTRACT_FAMILIES[index] ?? 'STANDARD' })
        }
        listClassName="flex flex-wrap gap-2 border-b border-slate-200 pb-3"
        tabClassName={tabClass}
        panelClassName="mt-4"
      >
        <FamilyLists page={page} family={family} />
      </Tabs>
      <DownloadOtp page={page} />
    </div>
  );
}

/**
 * /contracts. The page belongs to one company: switching company starts a new page actor and
 * the old one stops with its lists (spec §4 "all contracts" cleared). /contracts?sozlesme=<no>
 * opens that contract (a search hit); each arrival at such an address is a fresh page, so asking
 * for the same contract again after closing it opens it again.
 */
export default function ContractsView() {
  const session = useSessionRef();
  const corporateNcst = useSelector(session, (s) => s.context.session.user?.corporateNcst ?? '');
  const [params] = useSearchParams();
  const { key } = useLocation();
  const contractNumber = params.get(OBJECT_PARAMS.contract) || undefined;
  return (
    <ContractsPage
      key={contractNumber ? `${corporateNcst}:${key}` : corporateNcst}
      contractNumber={contractNumber}
    />
  );
}
