import { type ComponentType, createElement, lazy, useState } from 'react';

/** Spec §9: a chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;
const RELOADED_FLAG = '_n_chunkReloaded';

export class ChunkLoadError extends Error {
  constructor(cause?: unknown) {
    super('ChunkLoadError');
    this.name = 'ChunkLoadError';
    this.cause = cause;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Fetches the code; resolves once a new mount renders the screen without suspending. */
  preload(): Promise<void>;
};

/**
 * A lazily loaded screen. A failed chunk (usually a new deployment) reloads the page once;
 * a second failure reaches the error boundary, which shows a Turkish error page.
 *
 * Once its code is there, a screen mounted afterwards renders at once instead of through
 * React.lazy: a lazy component suspends on its first render whatever the state of its module,
 * and React then holds the page back behind the fallback for up to 300 ms more (its
 * "fallback throttle"), which was most of the dashboard's render delay (issue 7).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () => {
    pending ??= withTimeout(load(), CHUNK_TIMEOUT_MS).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => {
    try {
      const module = await loadOnce();
      sessionStorage.removeItem(RELOADED_FLAG);
      return module;
    } catch (error) {
      if (!sessionStorage.getItem(RELOADED_FLAG)) {
        sessionStorage.setItem(RELOADED_FLAG, '1');
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw new ChunkLoadError(error);
    }
  });
  function Screen(props: P) {
    // Chosen once per mount: switching from Lazy to the component later would remount the page.
    const [Direct] = useState(() => loaded);
    return createElement(Direct ?? Lazy, props);
  }
  return Object.assign(Screen, { preload: () => loadOnce().then(() => undefined) });
}

export function forgetChunkReload(): void {
  sessionStorage.removeItem(RELOADED_FLAG);
}
