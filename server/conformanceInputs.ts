/**
 * Test support: every feature's conformance inputs (server/<feature>/conformance.ts, found by
 * glob under Vitest), merged by row name. server/conformance.test.ts calls each served row with
 * them, and a feature's test that needs a valid request of another feature's row (the audit trail
 * records them all) takes it here instead of importing that feature (issue 36).
 */
import type { ConformanceInputs, ConformanceKit, FeatureConformance } from './conformanceKit';

const FEATURES = Object.entries(
  import.meta.glob<FeatureConformance>('./*/conformance.ts', { eager: true, import: 'conformance' }),
).sort(([a], [b]) => a.localeCompare(b));

/** Rows whose success is made inside another row's story, by the features that say so. */
export function featureMadeElsewhere(): Record<string, string> {
  return Object.assign({}, ...FEATURES.map(([, feature]) => feature.madeElsewhere ?? {}));
}

/** Every feature's inputs for `kit`; a row with inputs in two features stops the test. */
export function featureInputs(kit: ConformanceKit): ConformanceInputs {
  const merged: ConformanceInputs = {};
  for (const [file, feature] of FEATURES) {
    for (const [name, input] of Object.entries(feature.inputs(kit))) {
      if (merged[name]) throw new Error(`${name} has conformance inputs twice (again in ${file})`);
      merged[name] = input;
    }
  }
  return merged;
}
