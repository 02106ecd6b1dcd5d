// `npm run atlas`: every machine of src/machines as Mermaid stateDiagram-v2 text and as JSON, in .atlas/,
// and each chart's laid-out height in src/machines/atlas/chartHeights.json: the atlas page lists the
// flows from it without loading a machine, and reserves each height for a section not drawn yet,
// so drawing it as it scrolls into view moves nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { layoutChart } from '../src/lib/statechart/layout';
import { toJson, toMermaid } from '../src/lib/statechart/mermaid';
import { toChartModel } from '../src/machines/atlas/chartModel';
import { loadMachines } from './lib/machines';

const HEIGHTS_FILE = 'src/machines/atlas/chartHeights.json';

async function main() {
  const out = process.argv[2] ?? '.atlas';
  const { machines } = await loadMachines();
  mkdirSync(out, { recursive: true });
  const heights: Record<string, number> = {};
  for (const machine of machines) {
    const model = toChartModel(machine);
    writeFileSync(join(out, `${machine.id}.mmd`), toMermaid(model));
    writeFileSync(join(out, `${machine.id}.json`), toJson(model));
    heights[machine.id] = Math.ceil(layoutChart(model).height);
    console.log(`${machine.id}: ${join(out, `${machine.id}.mmd`)}, ${join(out, `${machine.id}.json`)}`);
  }
  const sorted = Object.fromEntries(Object.entries(heights).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(HEIGHTS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${machines.length} akış yazıldı: ${out}/, yükseklikler: ${HEIGHTS_FILE}`);
}

void main();
