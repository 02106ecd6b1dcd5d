import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
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
  const modules = await Promise.all(files.map((f) => import(pathToFileURL(resolve(f)).href)));
  return {
    machines: machinesOf(modules as Record<string, unknown>[]),
    files: files.map((f) => relative('.', f)),
  };
}
