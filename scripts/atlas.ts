// `npm run atlas`: every machine of src/machines as Mermaid stateDiagram-v2 text and as JSON, in .atlas/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toJson, toMermaid } from '../src/lib/statechart/mermaid';
import { toChartModel } from '../src/machines/atlas/chartModel';
import { loadMachines } from './lib/machines';

const out = process.argv[2] ?? '.atlas';
const { machines } = await loadMachines();
mkdirSync(out, { recursive: true });
for (const machine of machines) {
  const model = toChartModel(machine);
  writeFileSync(join(out, `${machine.id}.mmd`), toMermaid(model));
  writeFileSync(join(out, `${machine.id}.json`), toJson(model));
  console.log(`${machine.id}: ${join(out, `${machine.id}.mmd`)}, ${join(out, `${machine.id}.json`)}`);
}
console.log(`${machines.length} akış yazıldı: ${out}/`);
