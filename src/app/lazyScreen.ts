import { type ComponentType, lazy } from 'react';

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

/**
 * A lazily loaded screen. A failed chunk (usually a new deployment) reloads the page once;
 * a second failure reaches the error boundary, which shows a Turkish error page.
 */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    try {
      const module = await withTimeout(load(), CHUNK_TIMEOUT_MS);
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
}

export function forgetChunkReload(): void {
  sessionStorage.removeItem(RELOADED_FLAG);
}
