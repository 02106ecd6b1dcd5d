import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { formatNumber } from '../../lib/format';
import { secureInternetPageMachine } from '../../machines/secureInternet/secureInternetPageMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable, type TableStatus } from '../../ui/table';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { usePersonRights, useRight } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import { ChangeDialog } from './ChangeDialog';
import { LINE_COLUMNS } from './columns';
import { HistorySection } from './HistorySection';
import { ProfileTypes } from './ProfileTypes';
import { SaveResults } from './SaveResults';

const REFUSAL_ID = 'secure-internet-refusal';

/** /secure-internet: each line's filter profile, what the profiles do, changing them, the history. */
export default function SecureInternetView() {
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const page = usePageActor(secureInternetPageMachine, { rights });
  // Children live as long as the page: their refs never change.
  const data = useSelector(page, (s) => s.children.data)!;
  const history = useSelector(page, (s) => s.children.history)!;
  const change = useSelector(page, (s) => s.children.change)!;

  const loaded = useSelector(data, (s) => s.context.data);
  const loading = useSelector(data, (s) => s.hasTag('loading'));
  const failed = useSelector(data, (s) => s.hasTag('failed'));
  const selectedIds = useSelector(change, (s) => s.context.selected);
  const canChange = useSelector(change, (s) => s.can({ type: 'user.change' }));
  const right = useRight('secureInternet', 'request');
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);
  const status: TableStatus = failed ? 'error' : loading && !loaded ? 'loading' : 'ready';

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Güvenli İnternet</h1>
        <p className="mt-1 text-sm text-slate-700">
          Şirket hatlarınızda hangi internet içeriklerinin engelleneceğini profil seçerek belirleyin.
        </p>
      </header>
      {loaded?.announcement && (
        <Alert tone="info">
          <strong>{loaded.announcement.title}.</strong> {loaded.announcement.text}
        </Alert>
      )}
      {loaded && <ProfileTypes types={loaded.types} />}
      <SaveResults change={change} />
      <DataTable
        caption="Hatlar ve güvenli internet profilleri"
        showCaption
        columns={LINE_COLUMNS}
        rows={loaded?.lines ?? []}
        rowId={(line) => line.msisdn}
        status={status}
        error="Hatlar yüklenemedi."
        onRetry={() => data.send({ type: 'user.retry' })}
        emptyText="Şirketinize ait hat bulunamadı."
        regionLabel="Hat listesi"
        searchLabel="Numara veya kullanıcı adıyla ara"
        selection={{
          selected,
          onChange: (next) => change.send({ type: 'selection.change', ids: [...next] }),
        }}
        toolbar={
          <div className="flex flex-wrap items-center gap-3">
            <span className="text-sm text-slate-800" aria-live="polite">
              {selectedIds.length > 0
                ? `${formatNumber(selectedIds.length)} hat seçildi.`
                : 'Profilini değiştireceğiniz hatları seçin.'}
            </span>
            <Button
              className="px-3 py-2"
              disabled={!canChange || right !== 'granted'}
              aria-describedby={refusalId(right, REFUSAL_ID)}
              onClick={() => change.send({ type: 'user.change' })}
            >
              Profil değiştir
            </Button>
            <RefusalNote id={REFUSAL_ID} right={right} level="request" />
          </div>
        }
      />
      {loaded && <ChangeDialog change={change} types={loaded.types} />}
      <HistorySection history={history} />
    </div>
  );
}
