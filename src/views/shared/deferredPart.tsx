import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { afterNextPaint, whenIdle } from '../../lib/idle';
import { type LazyScreen, lazyScreen } from '../../ui/lazyScreen';
import { Spinner } from '../../ui/Spinner';

/**
 * A part of a page that is not there at its first paint: a form opened by a press, a later
 * wizard step, a contract opened from its list. Its code (and a library only it uses, such as
 * react-hook-form) is no part of the page's first visit (issue 42); the page fetches it once the
 * browser is idle after that paint (`usePreloadAfterPaint`), so a press rarely waits for it, and
 * when it does a spinner stands in. A failed load reloads the page once, as a page's chunk does.
 *
 * `LookAlike`: for a part shown at the first paint, what stands in instead of the spinner, the
 * part's own layout without its library, so that nothing moves when the code arrives.
 */
export function deferredPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  LookAlike?: ComponentType<P>,
): LazyScreen<P> {
  const Part = lazyScreen(load);
  function Deferred(props: P) {
    return (
      <Suspense fallback={LookAlike ? <LookAlike {...props} /> : <PartLoading />}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(Deferred, { preload: Part.preload });
}

function PartLoading(): ReactNode {
  return (
    <div className="py-4 text-sm text-slate-700">
      <Spinner label="Yükleniyor…" />
    </div>
  );
}

/** Fetches the parts' code once the page has painted and the browser is idle. */
export function usePreloadAfterPaint(...parts: { preload(): Promise<void> }[]): void {
  // The parts are module constants: the list never changes between renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once per mount
  useEffect(() => {
    let cancel = afterNextPaint(() => {
      cancel = whenIdle(() => {
        for (const part of parts) part.preload().catch(() => undefined);
      });
    });
    return () => cancel();
  }, []);
}
