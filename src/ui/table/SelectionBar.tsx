import { formatNumber } from '../../lib/format';
import type { SelectionProps } from './types';

/**
 * How many rows are chosen, the offer to choose every row matching the filter (also those not
 * loaded), and the way back to none. The count is announced as it changes.
 */
export function SelectionBar({
  selection,
  matching,
  onClear,
  plain = false,
}: {
  selection: SelectionProps;
  /** Rows matching the filter: shown ones in client mode, the server's total in server mode. */
  matching: number;
  onClear: () => void;
  /**
   * On a phone the offer to choose every matching row stands there from the start, with its
   * count, instead of appearing only after a first choice (a phone shows a few cards of many).
   */
  plain?: boolean;
}) {
  const count = selection.allMatching ? matching : selection.selected.size;
  const message = count === 0 ? '' : `${formatNumber(count)} satır seçildi`;
  const canSelectAll =
    selection.onSelectAllMatching !== undefined &&
    !selection.allMatching &&
    (plain || count > 0) &&
    count < matching;
  // Nothing chosen and nothing to offer: only the (visually hidden) live region stays, in a box
  // that takes no room, so no empty strip sits between the toolbar and the table.
  const idle = count === 0 && !canSelectAll;
  return (
    <div
      className={
        idle ? 'contents' : 'flex min-h-6 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800'
      }
    >
      <p aria-live="polite" aria-atomic="true" className={count === 0 ? 'sr-only' : 'font-semibold'}>
        {selection.allMatching && count > 0
          ? `Filtreye uyan tüm ${formatNumber(count)} satır seçildi`
          : message}
      </p>
      {canSelectAll && (
        <button
          type="button"
          className="rounded text-brand-800 underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
          onClick={() => selection.onSelectAllMatching?.()}
        >
          Filtreye uyan tüm {formatNumber(matching)} satırı seç
        </button>
      )}
      {count > 0 && (
        <button
          type="button"
          className="rounded text-brand-800 underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
          onClick={onClear}
        >
          Seçimi temizle
        </button>
      )}
    </div>
  );
}
