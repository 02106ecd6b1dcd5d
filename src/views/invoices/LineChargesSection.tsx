import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { LINE_CHARGE_SORT_FIELDS, type LineCharge } from '../../api/invoices/types';
import { saveBlob } from '../../lib/sheets/download';
import { exportLineCharges } from '../../machines/invoices/lineChargesMachine';
import type { LineChargesQuery } from '../../machines/invoices/lineChargesQuery';
import type {
  LineChargesSectionEvent,
  LineChargesSectionRef,
} from '../../machines/invoices/lineChargesSectionMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ExportControls } from '../../ui/ExportControls';
import { SelectField } from '../../ui/SelectField';
import { DataTable } from '../../ui/table';
import { usePagedTable } from '../shared/usePagedTable';
import { lineChargeColumns } from './lineColumns';
import { PRODUCT_TYPE_NAMES } from './texts';

const rowId = (c: LineCharge) => c.msisdn;

/**
 * "Hat bazında": which lines cost what in the period, sortable, filterable by account and by one
 * product (single product selection), searchable by number or user, exportable. The section is the
 * invoices page's `lines` child, running while this tab shows.
 */
export function LineChargesSection({
  section,
  ktfs,
}: {
  section: LineChargesSectionRef;
  ktfs: readonly { ktfNo: string; name: string }[];
}) {
  const period = useSelector(section, (s) => s.context.period);
  // The section's children live as long as it does, so their refs never change.
  const list = useSelector(section, (s) => s.children.list)!;
  const products = useSelector(section, (s) => s.children.products)!;
  const productList = useSelector(products, (s) => s.context.data?.products ?? []);
  const productsFailed = useSelector(products, (s) => s.hasTag('failed'));
  const table = usePagedTable(list, {
    sortFields: LINE_CHARGE_SORT_FIELDS,
    onQuery: (query) => list.send({ type: 'user.query', query }),
  });
  const columns = useMemo(() => lineChargeColumns(period), [period]);
  const { filter } = table.query;
  const setFilter = (part: LineChargesSectionEvent['part']) => section.send({ type: 'user.barFilter', part });
  const productValue = filter.tariffName ? `${filter.productType ?? ''}|${filter.tariffName}` : '';

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Fatura hesabı"
          value={filter.ktfNo ?? ''}
          onChange={(e) => setFilter({ ktfNo: e.currentTarget.value || undefined })}
          options={ktfs.map((k) => ({ value: k.ktfNo, label: `${k.name} (${k.ktfNo})` }))}
        />
        <SelectField
          label="Ürün"
          allLabel="Tüm ürünler"
          value={productValue}
          onChange={(e) => {
            const [type, tariff] = e.currentTarget.value.split('|');
            setFilter({
              productType: (type || undefined) as LineChargesQuery['filter']['productType'],
              tariffName: tariff || undefined,
            });
          }}
          options={productList.map((p) => ({
            value: `${p.productType}|${p.tariffName}`,
            label: `${p.tariffName} (${PRODUCT_TYPE_NAMES[p.productType]}, ${p.lineCount} hat)`,
          }))}
        />
      </div>
      {productsFailed && (
        <div className="flex flex-wrap items-center gap-3">
          <Alert>Ürün seçenekleri yüklenemedi.</Alert>
          <Button variant="secondary" onClick={() => products.send({ type: 'user.retry' })}>
            Ürünleri yeniden yükle
          </Button>
        </div>
      )}
      <DataTable
        caption="Hat bazında fatura tutarları"
        columns={columns}
        rows={table.rows}
        rowId={rowId}
        status={table.status}
        error="Hatlar yüklenemedi."
        onRetry={table.retry}
        emptyText="Seçiminize uyan hat bulunamadı."
        regionLabel="Hat bazında fatura listesi"
        searchLabel="Numara veya kullanıcı adıyla ara"
        server={table.server}
        maxHeight="60vh"
        toolbar={
          <ExportControls
            disabled={table.total === 0}
            onExport={(format, sendMail) =>
              exportLineCharges(list.getSnapshot().context.query, format, sendMail, saveBlob)
            }
          />
        }
      />
    </div>
  );
}
