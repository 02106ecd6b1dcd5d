import type { DemandSummary } from '../../api/requestSubmitting/types';
import { formatDateTime } from '../../lib/format';
import { Link } from '../../ui/Link';
import type { DataColumn } from '../../ui/table';
import { StatusBadge } from './StatusBadge';
import { historyHref, STATUS_NAMES } from './texts';

export const DEMAND_COLUMNS: DataColumn<DemandSummary>[] = [
  {
    id: 'demandId',
    header: 'Talep no',
    kind: 'text',
    value: (d) => d.demandId,
    cardTitle: true,
    hideable: false,
    cell: (d) => (
      <Link to={historyHref(d.demandId)} className="font-medium text-brand-800 underline">
        {d.demandId}
      </Link>
    ),
    width: 150,
  },
  { id: 'title', header: 'Talep türü', kind: 'text', value: (d) => d.title, width: 180 },
  {
    id: 'status',
    header: 'Durum',
    kind: 'text',
    value: (d) => STATUS_NAMES[d.status],
    cell: (d) => <StatusBadge status={d.status} />,
  },
  {
    id: 'submittedAt',
    header: 'Gönderildi',
    kind: 'date',
    value: (d) => d.submittedAt,
    cell: (d) => formatDateTime(d.submittedAt),
  },
  {
    id: 'updatedAt',
    header: 'Son değişiklik',
    kind: 'date',
    value: (d) => d.updatedAt,
    cell: (d) => formatDateTime(d.updatedAt),
    hiddenByDefault: true,
  },
  { id: 'submittedBy', header: 'Gönderen', kind: 'text', value: (d) => d.submittedBy, width: 140 },
  { id: 'documentCount', header: 'Belge', kind: 'number', value: (d) => d.documentCount },
];
