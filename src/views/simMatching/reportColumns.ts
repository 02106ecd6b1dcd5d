import type { SimMatchResult } from '../../api/simMatching/types';
import { formatIccid } from '../../lib/iccid';
import type { ListColumn } from '../../lib/listColumns';
import { formatMsisdn } from '../../lib/msisdn';

export const resultText = (r: SimMatchResult) =>
  r.matched ? 'Eşleştirildi' : `Eşleştirilmedi: ${r.reason ?? ''}`;

/** The report's rows as the page shows them and the export writes them. */
export const REPORT_COLUMNS: ListColumn<SimMatchResult>[] = [
  { id: 'iccid', header: 'SIM kart numarası (ICCID)', kind: 'text', value: (r) => formatIccid(r.iccid) },
  { id: 'msisdn', header: 'Hat numarası', kind: 'text', value: (r) => formatMsisdn(r.msisdn) },
  { id: 'result', header: 'Sonuç', kind: 'text', value: resultText },
  {
    id: 'previous',
    header: 'Kapatılan eski SIM kart',
    kind: 'text',
    value: (r) => (r.previousIccid ? formatIccid(r.previousIccid) : ''),
  },
];
