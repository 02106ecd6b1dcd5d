import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { LINE_CHARGE_SORT_FIELDS, type LineCharge } from '../../api/invoicesTypes';
import { saveBlob } from '../../lib/sheets/download';
import {
  exportLineCharges,
  invoiceProductsMachine,
  lineChargesLogicFor,
} from '../../machines/invoices/lineChargesMachine';
import {
  FIRST_LINE_CHARGES_QUERY,
  LINE_CHARGES_PAGE_SIZE,
  type LineChargesQuery,
} from '../../machines/invoices/lineChargesQuery';
import { compactFilter } from '../../machines/shared/pagedList/listQuery';
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
 * product (single product selection), searchable by number or user, exportable.
 */
export function LineChargesSection({
  period,
  ktfs,
}: {
  period: string;
  ktfs: readonly { ktfNo: string; name: string }[];
}) {
  const [logic] = useState(() => lineChargesLogicFor(period));
  const list = useActorRef(logic, {
    input: { query: FIRST_LINE_CHARGES_QUERY, pageSize: LINE_CHARGES_PAGE_SIZE },
  });
  const products = useActorRef(invoiceProductsMachine, { input: period });
  const productList = useSelector(products, (s) => s.context.data?.products ?? []);
  const productsFailed = useSelector(products, (s) => s.hasTag('failed'));
  const newQuery = (query: LineChargesQuery) => list.send({ type: 'user.query', query });
  const table = usePagedTable(list, { sortFields: LINE_CHARGE_SORT_FIELDS, onQuery: newQuery });
  const columns = useMemo(() => lineChargeColumns(period), [period]);
  const { filter } = table.query;
  const setFilter = (part: Partial<LineChargesQuery['filter']>) => {
    const latest = list.getSnapshot().context.query;
    newQuery({ ...latest, filter: compactFilter({ ...latest.filter, ...part }) });
  };
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
              exportLineCharges(period, list.getSnapshot().context.query, format, sendMail, saveBlob)
            }
          />
        }
      />
    </div>
  );
}
