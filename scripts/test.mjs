// `npm test`: every check in order, stopping at the first failure so the cause is on screen.
import { spawnSync } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  ['Biçim ve lint (Biome)', bin('biome'), ['check', '.']],
  // Prints the issue-36 figures: cross-feature imports on the server and import cycles.
  ['İçe aktarma grafiği (döngü, sunucu sınırı)', process.execPath, ['scripts/lint/importGraph.mjs']],
  // The rest of issue 36's figures, each held under a ceiling that may only fall.
  ['Mimari rakamlar (görünüm, makine, README)', process.execPath, ['scripts/lint/architectureFigures.mjs']],
  ['Tip denetimi (tsc, strict)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['Birim, makine ve bileşen testleri (Vitest)', bin('vitest'), ['run', '--exclude', 'tests/model/**']],
  ['Model testleri ve yol kapsamı', bin('tsx'), ['scripts/model-coverage.ts']],
  ['Paket bütçesi (bench/size.ts)', bin('tsx'), ['bench/size.ts']],
  ['Katalog kapsamı', bin('tsx'), ['server/scripts/served.ts']],
  ['Chromium', process.execPath, ['scripts/ensure-chromium.mjs']],
  ['Üretim derlemesi (Vite)', bin('vite'), ['build', '--logLevel', 'warn']],
  // The same portal under a path prefix, for the one journey that runs there (playwright.config.ts).
  [
    'Önekli derleme (VITE_BASE_PATH=/sirketim/)',
    bin('vite'),
    ['build', '--logLevel', 'warn', '--outDir', 'dist-prefix', '--emptyOutDir'],
    { VITE_BASE_PATH: '/sirketim/' },
  ],
  ['Uçtan uca yolculuklar (Playwright, Chromium)', bin('playwright'), ['test']],
];

/** Each step's title and seconds, printed at the end, also after a failure: the suite's budget. */
const times = [];
function printTimes() {
  if (!times.length) return;
  const rows = [...times, ['Toplam', times.reduce((sum, [, seconds]) => sum + seconds, 0), '']];
  const width = Math.max(...rows.map(([title]) => title.length));
  console.log('\nAdım süreleri:');
  for (const [title, seconds, mark] of rows)
    console.log(`  ${title.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} sn  ${mark}`.trimEnd());
}

const only = process.argv[2];
for (const [title, command, args, env] of steps) {
  if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  times.push([title, seconds, result.status === 0 ? '' : 'başarısız']);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} başarısız (${seconds.toFixed(1)} sn).`);
    printTimes();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds.toFixed(1)} sn)`);
}
printTimes();
console.log('\nTüm denetimler geçti.');
