import type { ListColumn } from '../listColumns';

/** A small typed list shared by the writer tests: every kind, an empty cell, risky text. */
export interface SampleRow {
  name: string;
  count: number | null;
  amount: number;
  day: string;
}

export const sampleColumns: ListColumn<SampleRow>[] = [
  { id: 'name', header: 'Ünvan', kind: 'text', value: (r) => r.name },
  { id: 'count', header: 'Adet', kind: 'number', value: (r) => r.count },
  { id: 'amount', header: 'Tutar', kind: 'amount', value: (r) => r.amount },
  { id: 'day', header: 'Tarih', kind: 'date', value: (r) => r.day },
];

export const sampleRows: SampleRow[] = [
  { name: 'Işık Gıda; Şubesi', count: 1234.5, amount: 1234.56, day: '2025-10-22' },
  { name: '=HYPERLINK("http://x")', count: null, amount: -7, day: '2025-01-05' },
  { name: 'Çağrı "Öz"\nİzmir', count: 3, amount: 1000000, day: '' },
];
