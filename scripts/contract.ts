/** `npm run contract`: writes the published contract (OpenAPI 3.1) to .contract/openapi.json. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { endpoints } from '../server/contract';
import { contractDocument } from '../server/openapi-routes';

const out = new URL('../.contract/openapi.json', import.meta.url);
mkdirSync(new URL('.', out), { recursive: true });
const document = await contractDocument(endpoints);
writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
const operations = Object.values(document.paths as Record<string, object>).reduce(
  (n, item) => n + Object.keys(item).length,
  0,
);
console.log(`.contract/openapi.json: ${operations} operations for ${endpoints.length} catalogue rows`);
