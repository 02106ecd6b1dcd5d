import { AUDIT_RESULT_LABELS, type AuditEntrySummary, auditObjectLabel } from '../../api/auditTrail/types';
import { formatDateTime } from '../../lib/format';
import type { DataColumn } from '../../ui/table';
import { ObjectLinks } from './ObjectLinks';
import { ResultBadge } from './ResultBadge';

/** "Selim Karaca, Can Öztürk adına": who made it, and on whose behalf a manager worked. */
export const personText = (e: Pick<AuditEntrySummary, 'personName' | 'managerName'>) =>
  e.managerName ? `${e.managerName}, ${e.personName} adına` : e.personName;

/** The person on one line, the manager who acted for them below: narrow enough for 1366 px. */
function PersonCell({ entry }: { entry: AuditEntrySummary }) {
  if (!entry.managerName) return <>{entry.personName}</>;
  return (
    <>
      <span className="block">{entry.personName}</span>
      <span className="block text-slate-700 text-xs">Temsilci: {entry.managerName}</span>
    </>
  );
}

/**
 * The trail's columns, in business words only (the call's technical details are in the entry's
 * dialog). The server keeps it newest first, so none sorts. Minimum widths leave room for the
 * row's "Ayrıntılar" button at 1366 px beside the side menu, also in a manager's session.
 */
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
    width: 120,
  },
  {
    id: 'operationTitle',
    header: 'İşlem',
    kind: 'text',
    value: (e) => e.operationTitle,
    sortable: false,
    cardTitle: true,
    hideable: false,
    width: 160,
  },
  {
    id: 'person',
    header: 'İşlemi yapan',
    kind: 'text',
    value: personText,
    cell: (e) => <PersonCell entry={e} />,
    sortable: false,
    width: 140,
  },
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
    value: (e) => e.objects.map(auditObjectLabel).join(', '),
    cell: (e) => <ObjectLinks objects={e.objects} more={e.objectCount - e.objects.length} />,
    sortable: false,
    width: 160,
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
