import type { AbroadChangeAnswer, AbroadLineResult } from '../../api/abroad/types';
import { formatNumber } from '../../lib/format';
import { Alert } from '../../ui/Alert';
import { type DataColumn, DataTable, msisdnColumn } from '../../ui/table';
import { SERVICE_TEXTS } from './texts';

const RESULT_LABELS = { DONE: 'Yapıldı', REFUSED: 'Yapılamadı' } as const;

const COLUMNS: DataColumn<AbroadLineResult>[] = [
  msisdnColumn((r) => r.msisdn),
  { id: 'status', header: 'Sonuç', kind: 'text', value: (r) => RESULT_LABELS[r.status] },
  { id: 'reason', header: 'Açıklama', kind: 'text', value: (r) => r.reason ?? '' },
];

/** After the change: how many lines changed, which did not and why, line by line. */
export function ChangeResults({ result }: { result: AbroadChangeAnswer }) {
  const texts = SERVICE_TEXTS[result.service];
  const failed = result.results.length - result.done;
  const verb = result.action === 'OPEN' ? 'açıldı' : 'kapatıldı';
  return (
    <div className="space-y-3">
      <Alert tone="success">
        {formatNumber(result.done)} hatta {texts.noun} {verb}.
      </Alert>
      {failed > 0 && <Alert>{formatNumber(failed)} hatta değişiklik yapılamadı; nedenleri tabloda.</Alert>}
      <DataTable
        caption="Hat bazında sonuç"
        showCaption
        columns={COLUMNS}
        rows={result.results}
        rowId={(r) => r.msisdn}
        status="ready"
        emptyText="Sonuç yok."
        regionLabel="Hat bazında sonuç"
        searchLabel="Numarayla ara"
      />
    </div>
  );
}
