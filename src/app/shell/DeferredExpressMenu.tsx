import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../lib/idle';
import { ExpressMenu } from '../../views/expressMenu/ExpressMenu';

/**
 * The fast-operation menu starts its machine, and so its call, once the page under the header
 * has been painted (issue 7: header services after the first paint). Until then a look-alike of
 * its button holds the place, so nothing moves; focus on it passes to the real button.
 */
export function DeferredExpressMenu() {
  const [ready, setReady] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);

  useEffect(
    () =>
      afterNextPaint(() => {
        hadFocus.current = Boolean(holder.current?.contains(document.activeElement));
        setReady(true);
      }),
    [],
  );
  useEffect(() => {
    if (ready && hadFocus.current) holder.current?.querySelector('button')?.focus();
  }, [ready]);

  return (
    <div ref={holder} className="contents">
      {ready ? (
        <ExpressMenu />
      ) : (
        <div className="relative">
          <button
            type="button"
            aria-expanded="false"
            className="rounded-md px-2 py-1 text-sm whitespace-nowrap text-white hover:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
          >
            <span aria-hidden="true" className="sm:hidden">
              ⚡
            </span>
            <span className="sr-only sm:not-sr-only">Hızlı işlemler</span>{' '}
            <span aria-hidden="true" className="hidden sm:inline">
              ▾
            </span>
          </button>
        </div>
      )}
    </div>
  );
}
