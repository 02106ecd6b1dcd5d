/**
 * The route table for Node tools (bench, screenshots): the same screens.ts files and the same
 * assembly as src/lib/routes.ts, imported one by one because import.meta.glob is Vite's. A
 * screens.ts holds data and lazy imports only, so importing it loads no view.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assembleRoutes, type RouteDeclarations, type RouteEntry } from '../src/lib/routeTable';

export async function readRoutes(root: string): Promise<RouteEntry[]> {
  const modules: Record<string, RouteDeclarations> = {};
  for (const folder of readdirSync(join(root, 'src/views'))) {
    const file = join(root, 'src/views', folder, 'screens.ts');
    if (!existsSync(file)) continue;
    const declared: { routes?: RouteDeclarations } = await import(pathToFileURL(file).href);
    modules[`../views/${folder}/screens.ts`] = declared.routes ?? [];
  }
  return assembleRoutes(modules);
}
