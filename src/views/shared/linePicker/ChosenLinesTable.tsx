import { formatMsisdn } from '../../../lib/msisdn';
import type { PickerLine } from '../../../machines/shared/linePicker/types';
import { Button } from '../../../ui/Button';
import { type DataColumn, DataTable, msisdnColumn } from '../../../ui/table';
import { productTypeLabel, statusLabel } from './labels';

const CHOSEN_COLUMNS: DataColumn<PickerLine>[] = [
  msisdnColumn((l) => l.msisdn),
  { id: 'userName', header: 'Kullanıcı', kind: 'text', value: (l) => l.userName, width: 160 },
  { id: 'productType', header: 'Ürün', kind: 'text', value: (l) => productTypeLabel(l.productType) },
  { id: 'tariffName', header: 'Tarife', kind: 'text', value: (l) => l.tariffName, width: 160 },
  { id: 'status', header: 'Durum', kind: 'text', value: (l) => statusLabel(l.status) },
];

/** The lines chosen with the line picker for an operation, each removable before the check. */
export function ChosenLinesTable({
  lines,
  onRemove,
}: {
  lines: readonly PickerLine[];
  onRemove: (msisdn: string) => void;
}) {
  if (lines.length === 0) return null;
  return (
    <DataTable
      caption="Seçilen hatlar"
      columns={CHOSEN_COLUMNS}
      rows={lines as PickerLine[]}
      rowId={(l) => l.msisdn}
      status="ready"
      regionLabel="Seçilen hatlar"
      searchLabel={null}
      maxHeight="40vh"
      rowActions={(l) => (
        <Button variant="ghost" className="px-3 py-1.5" onClick={() => onRemove(l.msisdn)}>
          Çıkar<span className="sr-only">: {formatMsisdn(l.msisdn)}</span>
        </Button>
      )}
    />
  );
}
