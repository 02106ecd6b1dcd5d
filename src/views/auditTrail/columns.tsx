import { AUDIT_RESULT_LABELS, type AuditEntrySummary } from '../../api/auditTrailTypes';
import { formatDateTime } from '../../lib/format';
import type { DataColumn } from '../../ui/table';
import { ObjectLinks } from './ObjectLinks';
import { ResultBadge } from './ResultBadge';

/** "Can Öztürk (temsilci: Selin Aydın)": who made it, and on whose behalf a manager worked. */
export const personText = (e: Pick<AuditEntrySummary, 'personName' | 'managerName'>) =>
  e.managerName ? `${e.managerName}, ${e.personName} adına` : e.personName;

/** The trail's columns; the server keeps it newest first, so none sorts. */
export const AUDIT_COLUMNS: DataColumn<AuditEntrySummary>[] = [
  {
    id: 'at',
    header: 'Tarih',
    kind: 'date',
    value: (e) => e.at,
    // The minute matters in an audit trail, not only the day.
    cell: (e) => <span className="whitespace-nowrap">{formatDateTime(e.at)}</span>,
    sortable: false,
    hideable: false,
    width: 150,
  },
  {
    id: 'operationTitle',
    header: 'İşlem',
    kind: 'text',
    value: (e) => e.operationTitle,
    sortable: false,
    cardTitle: true,
    hideable: false,
    width: 200,
  },
  { id: 'person', header: 'İşlemi yapan', kind: 'text', value: personText, sortable: false, width: 170 },
  {
    id: 'result',
    header: 'Sonuç',
    kind: 'text',
    value: (e) => AUDIT_RESULT_LABELS[e.result],
    cell: (e) => <ResultBadge result={e.result} />,
    sortable: false,
  },
  {
    id: 'objects',
    header: 'Etkilenenler',
    kind: 'text',
    value: (e) => e.objects.map((o) => o.id).join(', '),
    cell: (e) => <ObjectLinks objects={e.objects} more={e.objectCount - e.objects.length} />,
    sortable: false,
    width: 220,
  },
  {
    id: 'errorMessage',
    header: 'Hata',
    kind: 'text',
    value: (e) => e.errorMessage ?? '',
    sortable: false,
    hiddenByDefault: true,
  },
];
