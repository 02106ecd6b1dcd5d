import { useSelector } from '@xstate/react';
import { formatNumber } from '../../../lib/format';
import { formatMsisdn } from '../../../lib/msisdn';
import type { LinePickerRef } from '../../../machines/shared/linePicker/linePickerMachine';
import type { PickerLine } from '../../../machines/shared/linePicker/types';
import { Button } from '../../../ui/Button';
import { RetryPanel } from '../../../ui/RetryPanel';
import { Spinner } from '../../../ui/Spinner';
import { productTypeLabel, statusLabel } from './labels';
import { VirtualList } from './VirtualList';

function LineRow({ line, checked, onToggle }: { line: PickerLine; checked: boolean; onToggle: () => void }) {
  const number = formatMsisdn(line.msisdn);
  return (
    <label className="flex h-full cursor-pointer items-start gap-3 px-2 py-2 hover:bg-slate-50">
      <input
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        aria-label={`${number} ${line.userName}`}
        className="mt-1 h-4 w-4 rounded border-slate-400 text-brand-700 focus-visible:ring-2 focus-visible:ring-accent-400"
      />
      <span className="min-w-0 flex-1 text-sm">
        <span className="block truncate">
          <span className="font-mono font-semibold text-slate-900">{number}</span>{' '}
          <span className="text-slate-700">{line.userName}</span>
        </span>
        <span className="block truncate text-xs text-slate-600">
          {productTypeLabel(line.productType)} · {line.tariffName} · {statusLabel(line.status)} · Yurt dışı{' '}
          {line.roaming ? 'açık' : 'kapalı'}
        </span>
      </span>
    </label>
  );
}

/** The search's or the filters' results, shared by both tabs (they drive one search). */
export function ResultList({ actorRef }: { actorRef: LinePickerRef }) {
  const rows = useSelector(actorRef, (s) => s.context.search.rows);
  const total = useSelector(actorRef, (s) => s.context.search.total);
  const chosen = useSelector(actorRef, (s) => s.context.chosen);
  const idle = useSelector(actorRef, (s) => s.matches({ picking: { search: 'idle' } }));
  const pending = useSelector(
    actorRef,
    (s) => s.hasTag('searching') || s.matches({ picking: { search: 'debouncing' } }),
  );
  const failed = useSelector(actorRef, (s) => s.hasTag('searchFailed'));
  const error = useSelector(actorRef, (s) => s.context.searchError);
  const canMore = useSelector(actorRef, (s) => s.can({ type: 'user.more' }));
  const loadingMore = useSelector(actorRef, (s) => s.hasTag('loadingMore'));
  const canChooseAll = useSelector(actorRef, (s) => s.can({ type: 'user.chooseAllResults' }));
  const choosingAll = useSelector(actorRef, (s) => s.hasTag('choosingAll'));
  const fetched = useSelector(actorRef, (s) => s.context.allProgress.fetched);

  if (failed) {
    return <RetryPanel onRetry={() => actorRef.send({ type: 'user.retrySearch' })}>{error}</RetryPanel>;
  }
  if (idle) return <p className="text-sm text-slate-600">Aradığınız hatlar burada listelenir.</p>;
  if (pending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner size="sm" /> Aranıyor…
      </p>
    );
  }
  if (total === 0) return <p className="text-sm text-slate-700">Aramanıza uyan hat bulunamadı.</p>;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm font-medium text-slate-800">
          {formatNumber(total)} hat bulundu
        </p>
        <Button
          variant="secondary"
          busy={choosingAll}
          disabled={!canChooseAll}
          onClick={() => actorRef.send({ type: 'user.chooseAllResults' })}
        >
          Sonuçların tümünü seç ({formatNumber(total)} hat)
        </Button>
      </div>
      {choosingAll && (
        <p role="status" className="text-sm text-slate-700">
          Hatlar seçiliyor: {formatNumber(fetched)} / {formatNumber(total)}
        </p>
      )}
      {error && <p className="text-sm text-red-700">{error}</p>}
      <VirtualList
        items={rows}
        rowHeight={56}
        label="Arama sonuçları"
        getKey={(line) => line.msisdn}
        render={(line) => (
          <LineRow
            line={line}
            checked={chosen.has(line.msisdn)}
            onToggle={() => actorRef.send({ type: 'user.toggle', line })}
          />
        )}
      />
      {(canMore || loadingMore) && (
        <Button variant="ghost" busy={loadingMore} onClick={() => actorRef.send({ type: 'user.more' })}>
          Daha fazla göster ({formatNumber(rows.length)} / {formatNumber(total)})
        </Button>
      )}
    </div>
  );
}
