import { useSelector } from '@xstate/react';
import { formatMoney, formatNumber } from '../../lib/format';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/table';
import { CLOSED_COLUMNS } from './columns';
import type { DeactivationRef } from './types';

/** Step 4: the closed lines, as the history keeps them. */
export function DoneStep({ flow }: { flow: DeactivationRef }) {
  const result = useSelector(flow, (s) => s.context.result);
  if (!result) return null;
  return (
    <div className="space-y-4">
      <Alert tone="success">
        {formatNumber(result.lines.length)} hat kapatıldı. Toplam cayma bedeli:{' '}
        {formatMoney(result.totalCost, { minDecimals: 2 })}.
      </Alert>
      <DataTable
        caption="Kapatılan hatlar"
        showCaption
        columns={CLOSED_COLUMNS}
        rows={result.lines}
        rowId={(l) => l.msisdn}
        status="ready"
        regionLabel="Kapatılan hatlar"
        searchLabel={null}
        maxHeight="40vh"
      />
      <Button onClick={() => flow.send({ type: 'user.restart' })}>Başka hat kapat</Button>
    </div>
  );
}
