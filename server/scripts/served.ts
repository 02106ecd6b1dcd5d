/** `npm run catalogue:served`: how much of the endpoint catalogue the sandbox serves. */

import { servedReport } from '../catalogue';
import { endpointsByName } from '../contract';

const report = servedReport();
console.log(`served ${report.served} of ${report.total} catalogue rows`);

const byFeature = new Map<string, string[]>();
for (const name of report.unserved) {
  const feature = endpointsByName.get(name)?.feature ?? '?';
  byFeature.set(feature, [...(byFeature.get(feature) ?? []), name]);
}
if (byFeature.size > 0) {
  console.log('unserved:');
  for (const [feature, names] of [...byFeature].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`  ${feature} (${names.length}): ${names.join(', ')}`);
  }
}
