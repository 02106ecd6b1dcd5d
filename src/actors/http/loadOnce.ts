/**
 * Code loaded at its first use and shared after (the HTTP client, the catalogue's index, the
 * request code: none of it belongs to the entry chunk). A failed load is forgotten, so the next
 * use tries again instead of failing for good; `forget` drops a loaded one (a reset in tests or
 * after a logout).
 */
export function loadOnce<T>(load: () => Promise<T>): { get(): Promise<T>; forget(): void } {
  let pending: Promise<T> | undefined;
  return {
    get() {
      pending ??= load().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
    forget() {
      pending = undefined;
    },
  };
}
