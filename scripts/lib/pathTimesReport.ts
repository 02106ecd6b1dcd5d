// The model paths' walking times as the test files wrote them next to the coverage JSON:
// printed per file and over all paths (median and p90), as a budget to watch, never a gate.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FilePathTimes, PATH_TIMES_SUFFIX, quantile } from '../../tests/model/support/pathTimes';

const sec = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(2));

export function printPathTimes(dir: string) {
  const files = (existsSync(dir) ? readdirSync(dir) : [])
    .filter((name) => name.endsWith(PATH_TIMES_SUFFIX))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as FilePathTimes)
    .sort((a, b) => a.file.localeCompare(b.file));
  const row = (label: string, seconds: number[]) => [
    label,
    String(seconds.length),
    sec(quantile(seconds, 0.5)),
    sec(quantile(seconds, 0.9)),
    sec(seconds.reduce((a, b) => a + b, 0)),
  ];
  const all = files.flatMap((f) => f.paths.map((p) => p.seconds));
  const rows = [
    ...files.map((f) =>
      row(
        f.file,
        f.paths.map((p) => p.seconds),
      ),
    ),
    row('TÜM YOLLAR', all),
  ];
  const head = ['test dosyası', 'yol', 'medyan sn', 'p90 sn', 'toplam sn'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log('\nModel yolu başına yürüme süresi (bilgi için; test bunu denetlemez)\n');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  console.log(
    `\nModel yolu süresi: medyan ${sec(quantile(all, 0.5))} sn, p90 ${sec(quantile(all, 0.9))} sn (${all.length} yol).`,
  );
}
