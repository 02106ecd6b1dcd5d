/**
 * The served table template: which columns a result has, their Turkish titles and how each is
 * shown. The portal builds its table from this, so a column added here needs no portal release.
 */
import {
  OFFLINE_STATUSES,
  OFFLINE_TYPES,
  type OfflineRow,
  type TemplateColumn,
} from '../../src/api/offlineTransactions/types';
import { CHANNEL_LABELS, type OfflineChannel, STATUS_LABELS, TYPE_LABELS } from './labels';

export const TEMPLATE_COLUMNS: readonly TemplateColumn[] = [
  { name: 'queryId', title: 'Sorgu no', type: 'text' },
  { name: 'createdAt', title: 'İşlem tarihi', type: 'date' },
  { name: 'type', title: 'İşlem türü', type: 'text' },
  { name: 'msisdn', title: 'Hat numarası', type: 'msisdn' },
  { name: 'channel', title: 'İşlem kanalı', type: 'text' },
  { name: 'amount', title: 'Tutar', type: 'money' },
  { name: 'status', title: 'Durum', type: 'status' },
  { name: 'description', title: 'Açıklama', type: 'text' },
];

export const TEMPLATE_TYPES = OFFLINE_TYPES.map((code) => ({ code, label: TYPE_LABELS[code] }));
export const TEMPLATE_STATUSES = OFFLINE_STATUSES.map((code) => ({ code, label: STATUS_LABELS[code] }));

/** A stored transaction as the database holds it. */
export interface OfflineRecord {
  query_id: string;
  msisdn: string;
  type: keyof typeof TYPE_LABELS;
  status: keyof typeof STATUS_LABELS;
  channel: OfflineChannel;
  created_at: string;
  finished_at: string | null;
  amount: number | null;
  description: string;
}

/** The row's values by template column name. */
export function rowOf(r: OfflineRecord): OfflineRow {
  return {
    queryId: r.query_id,
    values: {
      queryId: r.query_id,
      createdAt: r.created_at,
      type: TYPE_LABELS[r.type],
      msisdn: r.msisdn,
      channel: CHANNEL_LABELS[r.channel],
      amount: r.amount,
      status: r.status,
      description: r.description,
    },
  };
}
