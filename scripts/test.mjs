// `npm test`: every check in order, stopping at the first failure so the cause is on screen.
import { spawn, spawnSync } from 'node:child_process';

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  ['Biçim ve lint (Biome)', bin('biome'), ['check', '.']],
  // Prints the issue-36 figures: cross-feature imports on the server and import cycles.
  ['İçe aktarma grafiği (döngü, sunucu sınırı)', process.execPath, ['scripts/lint/importGraph.mjs']],
  // The rest of issue 36's figures, each held under a ceiling that may only fall.
  ['Mimari rakamlar (görünüm, makine, README)', process.execPath, ['scripts/lint/architectureFigures.mjs']],
  // One Vitest run for the unit, machine, component, sandbox and model tests, then the path
  // coverage gate over the model walks (issue 42: one start-up, both cores busy to the end).
  [
    'Vitest: birim, makine, bileşen ve model testleri, yol kapsamı',
    bin('tsx'),
    ['scripts/model-coverage.ts', '--all'],
  ],
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

/**
 * The type check runs beside the steps up to and including Vitest (issue 42): tsc keeps one core
 * busy for about 45 s, and the lint steps before Vitest use one core, so a serial tsc left the
 * other idle. Its output is held and printed, with its result, once Vitest is done (or has
 * failed); a type error still fails the run before the build and the journeys.
 */
const BESIDE = ['Tip denetimi (tsc, strict)', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']];
const JOIN_BESIDE_AFTER = 'Vitest';

/** Each step's title and seconds, printed at the end, also after a failure: the suite's budget. */
const times = [];
const runStarted = Date.now();
function printTimes() {
  if (!times.length) return;
  // With tsc beside the others the steps overlap: the total is the run's own time.
  const rows = [...times, ['Toplam (duvar saati)', (Date.now() - runStarted) / 1000, '']];
  const width = Math.max(...rows.map(([title]) => title.length));
  console.log('\nAdım süreleri:');
  for (const [title, seconds, mark] of rows)
    console.log(`  ${title.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} sn  ${mark}`.trimEnd());
}

/** Starts a step in the background, its output held; resolves with its status, seconds and output. */
function startBeside([title, command, args]) {
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ title, status, seconds: (Date.now() - started) / 1000, output }));
    child.on('error', (error) =>
      resolve({ title, status: 1, seconds: 0, output: [Buffer.from(String(error))] }),
    );
  });
}

async function joinBeside(pending) {
  const { title, status, seconds, output } = await pending;
  console.log(`\n▶ ${title} (yan yana)`);
  process.stdout.write(Buffer.concat(output));
  times.push([`${title} (yan yana)`, seconds, status === 0 ? '' : 'başarısız']);
  if (status !== 0) {
    console.error(`\n✖ ${title} başarısız (${seconds.toFixed(1)} sn).`);
    printTimes();
    process.exit(status ?? 1);
  }
  console.log(`✔ ${title} (${seconds.toFixed(1)} sn)`);
}

const only = process.argv[2];
const matches = (title) => !only || title.toLowerCase().includes(only.toLowerCase());
let beside = matches(BESIDE[0]) ? startBeside(BESIDE) : undefined;
for (const [title, command, args, env] of steps) {
  if (!matches(title)) continue;
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  times.push([title, seconds, result.status === 0 ? '' : 'başarısız']);
  if (result.status !== 0) {
    console.error(`\n✖ ${title} başarısız (${seconds.toFixed(1)} sn).`);
    // The type check's errors too: both causes on screen at once.
    if (beside) await joinBeside(beside);
    printTimes();
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds.toFixed(1)} sn)`);
  if (beside && title.includes(JOIN_BESIDE_AFTER)) {
    await joinBeside(beside);
    beside = undefined;
  }
}
if (beside) await joinBeside(beside);
printTimes();
console.log('\nTüm denetimler geçti.');
