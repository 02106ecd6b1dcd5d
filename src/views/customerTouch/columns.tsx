import type { Touch, TouchChannel, TouchResult } from '../../api/customerTouch/types';
import { formatDateTime } from '../../lib/format';
import type { DataColumn } from '../../ui/table';

export const CHANNEL_LABELS: Record<TouchChannel, string> = {
  CALL: 'Telefon görüşmesi',
  VISIT: 'Ziyaret',
  REQUEST: 'Talep',
  EMAIL: 'E-posta',
};

export const RESULT_LABELS: Record<TouchResult, string> = {
  RESOLVED: 'Çözüldü',
  IN_PROGRESS: 'İşlemde',
  FORWARDED: 'İlgili birime iletildi',
};

export const TOUCH_COLUMNS: DataColumn<Touch>[] = [
  {
    id: 'at',
    header: 'Tarih',
    kind: 'text',
    value: (t) => t.at,
    cell: (t) => formatDateTime(t.at),
    width: 150,
  },
  { id: 'channel', header: 'Kanal', kind: 'text', value: (t) => CHANNEL_LABELS[t.channel], width: 150 },
  { id: 'subject', header: 'Konu', kind: 'text', value: (t) => t.subject, cardTitle: true, width: 260 },
  { id: 'result', header: 'Sonuç', kind: 'text', value: (t) => RESULT_LABELS[t.result], width: 170 },
  { id: 'representative', header: 'Temsilci', kind: 'text', value: (t) => t.representative },
  { id: 'id', header: 'Kayıt no', kind: 'text', value: (t) => t.id, width: 120 },
];
