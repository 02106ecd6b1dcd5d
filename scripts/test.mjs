// `npm test`: every check in order, stopping at the first failure so the cause is on screen.
import { spawnSync } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  ['Biçim ve lint (Biome)', bin('biome'), ['check', '.']],
  ['Tip denetimi (tsc, strict)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['Birim, makine ve bileşen testleri (Vitest)', bin('vitest'), ['run', '--exclude', 'tests/model/**']],
  ['Model testleri ve yol kapsamı', bin('tsx'), ['scripts/model-coverage.ts']],
  ['Paket bütçesi (bench/size.ts)', bin('tsx'), ['bench/size.ts']],
  ['Katalog kapsamı', bin('tsx'), ['server/scripts/served.ts']],
  ['Chromium', process.execPath, ['scripts/ensure-chromium.mjs']],
  ['Üretim derlemesi (Vite)', bin('vite'), ['build', '--logLevel', 'warn']],
  ['Uçtan uca yolculuklar (Playwright, Chromium)', bin('playwright'), ['test']],
];

const only = process.argv[2];
for (const [title, command, args] of steps) {
  if (only && !title.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} başarısız (${seconds} sn).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} sn)`);
}
console.log('\nTüm denetimler geçti.');
