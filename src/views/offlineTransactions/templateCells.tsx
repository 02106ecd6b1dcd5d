/**
 * How a served template column's value is shown, by the column's type: the table and the detail
 * page build their cells from the template, not from columns written here.
 */
import type { CellValue, Choice, OfflineRow, TemplateColumn } from '../../api/offlineTransactions/types';
import { formatDateTime, formatMoney } from '../../lib/format';
import { formatMsisdn } from '../../lib/msisdn';
import type { DataColumn } from '../../ui/table';

const BADGE =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
const STATUS_TONES: Record<string, string> = {
  COMPLETED: 'bg-green-50 text-green-800 ring-green-200',
  IN_PROGRESS: 'bg-amber-50 text-amber-900 ring-amber-200',
  FAILED: 'bg-red-50 text-red-800 ring-red-200',
};
const NEUTRAL = 'bg-slate-100 text-slate-700 ring-slate-300';

export const statusLabel = (code: CellValue, statuses: readonly Choice[]) =>
  statuses.find((s) => s.code === code)?.label ?? String(code ?? '');

/** The value as text: what a phone card, a search and a screen reader read. */
export function cellText(
  type: TemplateColumn['type'],
  value: CellValue,
  statuses: readonly Choice[],
): string {
  if (value === null || value === '') return '—';
  switch (type) {
    case 'date':
      return formatDateTime(String(value));
    case 'money':
      // Amounts of a transaction read as on an invoice: always with kuruş ("249,90 TL").
      return formatMoney(value, { minDecimals: 2 });
    case 'msisdn':
      return formatMsisdn(String(value));
    case 'status':
      return statusLabel(value, statuses);
    default:
      return String(value);
  }
}

export function TemplateCell({
  type,
  value,
  statuses,
}: {
  type: TemplateColumn['type'];
  value: CellValue;
  statuses: readonly Choice[];
}) {
  const text = cellText(type, value, statuses);
  if (type === 'status' && value !== null)
    return <span className={`${BADGE} ${STATUS_TONES[String(value)] ?? NEUTRAL}`}>{text}</span>;
  if (type === 'msisdn') return <span className="whitespace-nowrap font-mono">{text}</span>;
  if (type === 'money' || type === 'date') return <span className="whitespace-nowrap">{text}</span>;
  return <>{text}</>;
}

/** The table's columns from the served template; the server lists newest first and sorts by nothing else. */
export function templateColumns(
  columns: readonly TemplateColumn[],
  statuses: readonly Choice[],
): DataColumn<OfflineRow>[] {
  return columns.map((column, index) => ({
    id: column.name,
    header: column.title,
    kind: column.type === 'money' ? 'amount' : column.type === 'date' ? 'date' : 'text',
    value: (row) => {
      const value = row.values[column.name] ?? null;
      return column.type === 'status' ? statusLabel(value, statuses) : value;
    },
    cell: (row) => (
      <TemplateCell type={column.type} value={row.values[column.name] ?? null} statuses={statuses} />
    ),
    sortable: false,
    ...(index === 0 ? { cardTitle: true, hideable: false } : {}),
    ...(column.type === 'text' && index > 0 ? { width: 160 } : {}),
  }));
}
