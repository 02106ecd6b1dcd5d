import { rolldown } from 'rolldown';
import { reactSyncStorePlugin } from './reactSyncStore';

/** Bundles `source` (importing the shims as @xstate/react does), React itself left outside. */
async function bundle(source: string, withPlugin: boolean): Promise<string> {
  const build = await rolldown({
    input: 'page',
    cwd: process.cwd(),
    external: ['react'],
    plugins: [
      {
        name: 'page',
        resolveId: (id) => (id === 'page' ? id : null),
        load: (id) => (id === 'page' ? source : null),
      },
      ...(withPlugin ? [reactSyncStorePlugin() as never] : []),
    ],
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return output[0].code;
}

const PAGE = [
  "import { useSyncExternalStore } from 'use-sync-external-store/shim';",
  "import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/shim/with-selector';",
  'export { useSyncExternalStore, useSyncExternalStoreWithSelector };',
].join('\n');

describe('the use-sync-external-store shims leave the bundle (issue 42)', () => {
  it("takes React's own hook and the selector's build for React 18 and later", async () => {
    const before = await bundle(PAGE, false);
    const after = await bundle(PAGE, true);
    // The shim's fallback for React 17 and older (its own subscription in a state and effects).
    expect(before).toContain('checkIfSnapshotChanged');
    expect(after).not.toContain('checkIfSnapshotChanged');
    expect(after).toMatch(/useSyncExternalStore[^;]*from "react"/);
    expect(after).toContain('useSyncExternalStoreWithSelector');
    expect(after.length).toBeLessThan(before.length);
  });
});
