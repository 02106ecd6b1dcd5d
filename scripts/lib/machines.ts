import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createServer } from 'vite';
import type { AnyStateMachine } from 'xstate';
import { machinesOf } from '../../src/machines/atlas/chartModel';

function machineFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return machineFiles(path);
    return /Machine\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Every machine of src/machines, found the way the atlas page finds them (`*Machine.ts`, exported machines). */
export async function loadMachines(
  root = 'src/machines',
): Promise<{ machines: AnyStateMachine[]; files: string[] }> {
  const files = machineFiles(root).sort();
  // The machines reach src/lib/routes.ts, whose route list is an import.meta.glob over the
  // features' screens.ts: only Vite's transform reads it, so the files load through Vite's SSR
  // loader (libraries stay Node's own modules, so xstate is the one this script imports).
  const server = await createServer({
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const modules: Record<string, unknown>[] = [];
    for (const file of files) modules.push(await server.ssrLoadModule(resolve(file)));
    return { machines: machinesOf(modules), files: files.map((f) => relative('.', f)) };
  } finally {
    await server.close();
  }
}
