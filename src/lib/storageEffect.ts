/**
 * A value a chart asks the edge to keep in the browser, or to forget: `tab` is this tab's
 * sessionStorage (gone with the tab), `local` the portal's localStorage. The chart emits a
 * `storage` effect (src/machines/shared/page/pageEffects.ts); the edge calls this.
 */
export type StorageArea = 'tab' | 'local';

/** Writes `value` as JSON under `key`, or removes the key when `value` is null. */
export function writeStorageValue(area: StorageArea, key: string, value: unknown): void {
  try {
    const store = area === 'tab' ? sessionStorage : localStorage;
    if (value === null) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch {
    // Blocked storage: nothing is kept, and the reader finds nothing on the next page load.
  }
}
