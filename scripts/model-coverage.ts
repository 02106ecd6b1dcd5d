// `npm run test:model`: runs tests/model (its files in parallel, one per core; `--all`: every
// Vitest file, as `npm test` does), then prints per
// machine how many of its states and transitions the model-based paths covered, and how long a
// path took to walk. Exits 1 when a machine of src/machines has no model test or is below 100 %
// without a reasoned exception in a tests/model/<name>.exceptions.ts file.
// `--report-only` reads the last run's .model-coverage/ without running the tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { coverageFile } from '../server/flowCoverage/summary';
import type { ModelCoverageSummary } from '../src/api/flowCoverage/types';
import { stateIdsOf, transitionKeysOf } from '../src/machines/atlas/chartModel';
import { COVERAGE_DIR } from '../tests/model/support/coverage';
import { PATH_TIMES_SUFFIX } from '../tests/model/support/pathTimes';
import { loadMachines } from './lib/machines';
import { loadCoverageExceptions } from './lib/modelExceptions';
import { printPathTimes } from './lib/pathTimesReport';

// Read before the run: a malformed exceptions file stops the gate before minutes of walking.
const COVERAGE_EXCEPTIONS = await loadCoverageExceptions();

if (!process.argv.includes('--report-only')) {
  rmSync(COVERAGE_DIR, { recursive: true, force: true });
  // Vitest leaves one core to itself by default, which on two cores runs the files one by one.
  // The model files spend their time in the test process (jsdom, React, the sandbox), so one
  // worker per core keeps both busy; each file writes its own JSON (see support/coverage.ts).
  const workers = String(Math.max(2, availableParallelism()));
  // `--all` (npm test) runs every Vitest file in this one run, the unit, machine, component and
  // sandbox tests with the model walks: one start-up and transform instead of two, and no core
  // idles while the last file of a first run finishes (issue 42).
  const only = process.argv.includes('--all') ? [] : ['tests/model'];
  const run = spawnSync('node_modules/.bin/vitest', ['run', ...only, '--maxWorkers', workers], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const reached = new Map<string, { states: Set<string>; transitions: Set<string> }>();
const coverageFiles = (existsSync(COVERAGE_DIR) ? readdirSync(COVERAGE_DIR) : []).filter(
  (file) => file.endsWith('.json') && !file.endsWith(PATH_TIMES_SUFFIX),
);
for (const file of coverageFiles) {
  const data = JSON.parse(readFileSync(join(COVERAGE_DIR, file), 'utf8')) as {
    machineId: string;
    states: string[];
    transitions: string[];
  };
  const entry = reached.get(data.machineId) ?? { states: new Set(), transitions: new Set() };
  for (const s of data.states) entry.states.add(s);
  for (const t of data.transitions) entry.transitions.add(t);
  reached.set(data.machineId, entry);
}

const { machines } = await loadMachines();
const pct = (a: number, b: number) => (b === 0 ? 100 : Math.floor((1000 * a) / b) / 10);
const rows: string[][] = [];
const gaps: string[] = [];
const excused: string[] = [];
let [sAll, sHit, tAll, tHit] = [0, 0, 0, 0];

for (const machine of machines) {
  const states = stateIdsOf(machine);
  const transitions = transitionKeysOf(machine);
  const got = reached.get(machine.id);
  const exceptions = COVERAGE_EXCEPTIONS.filter((e) => e.machineId === machine.id);
  const excuses = (item: string) => exceptions.find((e) => e.item === item || e.item === '*');
  const s = states.filter((id) => got?.states.has(id)).length;
  const t = transitions.filter((k) => got?.transitions.has(k)).length;
  [sAll, sHit, tAll, tHit] = [sAll + states.length, sHit + s, tAll + transitions.length, tHit + t];
  const missing = [
    ...states.filter((id) => !got?.states.has(id)).map((id) => `durum ${id}`),
    ...transitions.filter((k) => !got?.transitions.has(k)).map((k) => `geçiş ${k}`),
  ];
  const open = missing.filter((m) => !excuses(m.replace(/^(durum|geçiş) /, '')));
  for (const e of exceptions) excused.push(`  ${e.machineId} · ${e.item} (${e.file}): ${e.reason}`);
  if (!got && !excuses('*')) gaps.push(`  ${machine.id}: model tabanlı test yok (recordCoverage çağrılmadı)`);
  else for (const m of open) gaps.push(`  ${machine.id}: ${m}`);
  const status = !got
    ? excuses('*')
      ? 'istisna'
      : 'TEST YOK'
    : open.length
      ? 'EKSİK'
      : missing.length
        ? 'tam (istisnalı)'
        : 'tam';
  rows.push([
    machine.id,
    `${s}/${states.length}`,
    `${pct(s, states.length)} %`,
    `${t}/${transitions.length}`,
    `${pct(t, transitions.length)} %`,
    status,
  ]);
}
rows.push([
  'TOPLAM',
  `${sHit}/${sAll}`,
  `${pct(sHit, sAll)} %`,
  `${tHit}/${tAll}`,
  `${pct(tHit, tAll)} %`,
  gaps.length ? 'EKSİK' : 'tam',
]);

// The flow atlas's "Test kapsamı" layer reads this through the sandbox (server/flowCoverage).
const summary: ModelCoverageSummary = {
  generatedAt: Date.now(),
  machines: Object.fromEntries(
    [...reached].map(([id, got]) => [id, { states: [...got.states], transitions: [...got.transitions] }]),
  ),
};
mkdirSync(dirname(coverageFile()), { recursive: true });
writeFileSync(coverageFile(), JSON.stringify(summary));

const head = ['makine', 'durumlar', '', 'geçişler', '', 'sonuç'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(`\nModel yol kapsamı (${machines.length} makine, src/machines)\n`);
console.log(line(head));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const r of rows) console.log(line(r));
if (excused.length)
  console.log(`\nGerekçeli istisnalar (tests/model/*.exceptions.ts):\n${[...new Set(excused)].join('\n')}`);
printPathTimes(COVERAGE_DIR);
if (gaps.length) {
  console.error(`\nKapsanmayanlar (${gaps.length}):\n${gaps.join('\n')}`);
  process.exit(1);
}
console.log('\nHer makinenin tüm durum ve geçişleri model yollarıyla kapsandı.');
