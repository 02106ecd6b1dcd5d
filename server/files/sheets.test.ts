import { describe, expect, it } from 'vitest';
import { csvFile, mapInTurns, ROWS_PER_TURN, type SheetColumn } from './sheets';

interface Row {
  n: number;
  text: string;
  day: Date | null;
}

const COLUMNS: readonly SheetColumn<Row>[] = [
  { header: 'Sıra', value: (r) => String(r.n) },
  { header: 'Metin', value: (r) => r.text },
  { header: 'Tarih', value: (r) => r.day },
];

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, n) => ({
    n,
    text: n % 2 ? '=1+1' : 'a;b',
    day: n % 3 ? null : new Date(Date.UTC(2026, 0, 5)),
  }));

describe('csvFile', () => {
  it('writes the header, every row once and in order, across chunks', async () => {
    const count = ROWS_PER_TURN * 2 + 7;
    const text = (await csvFile(COLUMNS, rows(count))).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFSıra;Metin;Tarih');
    expect(lines).toHaveLength(count + 2); // header, rows, the final CRLF's empty tail
    expect(lines[1]).toBe('0;"a;b";05.01.2026');
    expect(lines[2]).toBe("1;'=1+1;");
    expect(lines[count]).toBe(
      `${count - 1};${(count - 1) % 2 ? "'=1+1" : '"a;b"'};${(count - 1) % 3 ? '' : '05.01.2026'}`,
    );
  });

  it('writes only the header for no rows', async () => {
    expect((await csvFile(COLUMNS, [])).toString('utf8')).toBe('\uFEFFSıra;Metin;Tarih\r\n');
  });

  it('lets other work run between chunks (the event loop is not held)', async () => {
    let ranBetween = false;
    setImmediate(() => {
      ranBetween = true;
    });
    const seen: boolean[] = [];
    await mapInTurns(rows(ROWS_PER_TURN * 2), () => seen.push(ranBetween));
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });
});
