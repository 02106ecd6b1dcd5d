import type { DataColumn } from './types';

/** Test fixtures shared by the table's tests. */
export interface Person {
  id: string;
  name: string;
  lines: number;
  joined: string;
}

export const PEOPLE: Person[] = [
  { id: '1', name: 'Zeynep', lines: 5, joined: '2024-03-01' },
  { id: '2', name: 'Çağla', lines: 1200, joined: '2023-01-15' },
  { id: '3', name: 'İpek', lines: 12, joined: '2025-07-30' },
  { id: '4', name: 'Ilgaz', lines: 3, joined: '2022-11-02' },
  { id: '5', name: 'Şule', lines: 40, joined: '2021-05-05' },
  { id: '6', name: 'Ömer', lines: 7, joined: '2020-02-20' },
  { id: '7', name: 'Cem', lines: 9, joined: '2019-09-09' },
  { id: '8', name: 'Ğ Test', lines: 2, joined: '2018-08-08' },
  { id: '9', name: 'Ümit', lines: 8, joined: '2017-07-07' },
  { id: '10', name: 'Gül', lines: 6, joined: '2016-06-06' },
  { id: '11', name: 'Sezer', lines: 4, joined: '2015-05-05' },
  { id: '12', name: 'Oya', lines: 11, joined: '2014-04-04' },
  { id: '13', name: 'Umut', lines: 10, joined: '2013-03-03' },
];

export const PERSON_COLUMNS: DataColumn<Person>[] = [
  { id: 'name', header: 'Ad', kind: 'text', value: (p) => p.name, cardTitle: true, hideable: false },
  { id: 'lines', header: 'Hat sayısı', kind: 'number', value: (p) => p.lines },
  { id: 'joined', header: 'Katılım', kind: 'date', value: (p) => p.joined },
];

export const manyPeople = (count: number): Person[] =>
  Array.from({ length: count }, (_, i) => ({
    id: String(i),
    name: `Kişi ${i}`,
    lines: i,
    joined: '2024-01-01',
  }));

/**
 * jsdom has no layout: a scrollTop that holds its value, a scrollTo that fires "scroll", and a
 * box that can scroll far (the virtualizer clamps a scroll to scrollHeight - clientHeight). The
 * box is 320 px high, a phone's list area: the virtualizer draws the same rows either way, and
 * the model walks of the line lists drew half as many in jsdom (their total walk time 42 → 38 s).
 */
export function fakeScrolling() {
  const tops = new WeakMap<Element, number>();
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 10_000_000 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 320 });
  Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
    configurable: true,
    get() {
      return tops.get(this) ?? 0;
    },
    set(value: number) {
      tops.set(this, value);
    },
  });
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    const top = typeof options === 'number' ? 0 : (options?.top ?? 0);
    tops.set(this, top);
    this.dispatchEvent(new Event('scroll'));
  } as typeof HTMLElement.prototype.scrollTo;
}
