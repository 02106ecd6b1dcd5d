import { ExpressMenu } from '../../views/expressMenu/ExpressMenu';
import { AfterFirstPaint } from './AfterFirstPaint';

/**
 * The fast-operation menu starts its machine, and so its call, once the page under the header
 * has been painted (issue 7: header services after the first paint). Until then a look-alike of
 * its button holds the place, so nothing moves.
 */
export function DeferredExpressMenu() {
  return (
    <AfterFirstPaint
      standIn={
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
      }
    >
      <ExpressMenu />
    </AfterFirstPaint>
  );
}
