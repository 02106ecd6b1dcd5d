/**
 * The express menu's button, apart from the menu: the header shows it as the look-alike for the
 * first paint without loading the menu's Headless UI code, which comes after it (issue 42).
 */
export const EXPRESS_BUTTON_CLASS =
  'rounded-md px-2 py-1 text-sm whitespace-nowrap text-white hover:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400';

/** The menu button's label, also worn by its look-alike before the menu mounts (AfterFirstPaint in PortalLayout). */
export function ExpressMenuLabel() {
  return (
    <>
      {/* Narrow screens show a symbol; the name stays for screen readers. */}
      <span aria-hidden="true" className="sm:hidden">
        ⚡
      </span>
      <span className="sr-only sm:not-sr-only">Hızlı işlemler</span>{' '}
      <span aria-hidden="true" className="hidden sm:inline">
        ▾
      </span>
    </>
  );
}
