/**
 * The registry of sandbox features: every `server/<folder>/feature.ts`, found by a directory
 * scan, with its seeds ordered by what each needs first. A missing or circular `after` stops
 * the sandbox at start-up with the names involved.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerFeature } from './feature';

// Paths, not URL objects: under jsdom (the model tests) the global URL is jsdom's, which node:fs refuses.
const SERVER_DIR = dirname(fileURLToPath(import.meta.url));

const folders = readdirSync(SERVER_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(SERVER_DIR, entry.name, 'feature.ts')))
  .map((entry) => entry.name)
  .sort();

const loaded = await Promise.all(
  folders.map(async (folder) => {
    const module = (await import(pathToFileURL(join(SERVER_DIR, folder, 'feature.ts')).href)) as {
      feature?: ServerFeature;
    };
    if (!module.feature) throw new Error(`server/${folder}/feature.ts must export \`feature\``);
    if (module.feature.name !== folder) {
      throw new Error(`server/${folder}/feature.ts is named "${module.feature.name}", not "${folder}"`);
    }
    return module.feature;
  }),
);

/** Orders features so each comes after every feature its seed names in `after`. */
export function orderBySeedNeeds(list: readonly ServerFeature[]): ServerFeature[] {
  const byName = new Map(list.map((f) => [f.name, f]));
  const ordered: ServerFeature[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (feature: ServerFeature, chain: string[]) => {
    if (state.get(feature.name) === 'done') return;
    if (state.get(feature.name) === 'visiting') {
      throw new Error(`Seed order is circular: ${[...chain, feature.name].join(' → ')}`);
    }
    state.set(feature.name, 'visiting');
    for (const name of feature.seed?.after ?? []) {
      const needed = byName.get(name);
      if (!needed) throw new Error(`Feature "${feature.name}" seeds after unknown feature "${name}"`);
      visit(needed, [...chain, feature.name]);
    }
    state.set(feature.name, 'done');
    ordered.push(feature);
  };
  for (const feature of list) visit(feature, []);
  return ordered;
}

/** Every feature, in seed order. */
export const features: readonly ServerFeature[] = orderBySeedNeeds(loaded);
