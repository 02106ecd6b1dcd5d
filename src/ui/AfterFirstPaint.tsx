import {
  type ReactNode,
  type RefObject,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { afterNextPaint, whenIdle } from '../lib/idle';

/**
 * Runs `show` once the code is there, at once without code. A failed load shows the real control
 * too: its lazy loader then reloads the page once, as a page's chunk does, instead of leaving a
 * look-alike that never opens.
 */
function whenLoaded(code: { preload(): Promise<void> } | undefined, show: () => void): void {
  if (code) code.preload().then(show, show);
  else show();
}

/**
 * Shows a look-alike of a menu's button (the same classes and label, a plain button) for the
 * page's first paint and the real menu once the main thread is idle after it (issue 7). The
 * header's Headless UI menus set state while they mount (button ids, floating anchors), and React
 * then runs the whole page's effects in the same task as the page's commit; mounted afterwards,
 * each is a small task of its own.
 *
 * Nothing is lost meanwhile: focus on the look-alike passes to the real button, and a press on
 * it mounts the real control at once and presses its button.
 *
 * `code`: the real control's lazily loaded code (issue 42: Headless UI and floating-ui are no
 * part of any page's first visit). It is fetched once the page is idle, or at a press, and the
 * real control replaces the look-alike once it is there; the press is handed over then.
 */
export function AfterFirstPaint({
  buttonClass,
  label,
  code,
  disabled = false,
  children,
}: {
  buttonClass: string;
  label: ReactNode;
  code?: { preload(): Promise<void> };
  /** The real button's disabled state, worn by the look-alike too; a press then hands nothing over. */
  disabled?: boolean;
  children: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  const hadFocus = useRef(false);
  useEffect(() => {
    let live = true;
    let cancel = afterNextPaint(() => {
      cancel = whenIdle(() =>
        whenLoaded(code, () => {
          // React renders it in slices; a press (below) does not wait.
          if (live) startTransition(() => setReady(true));
        }),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [code]);
  // In the commit that swaps them (a layout effect): no key press comes between the look-alike's
  // removal and the hand-over, which would start again from the page's top.
  useLayoutEffect(() => {
    const button = ready ? holder.current?.querySelector('button') : null;
    if (button && (pressed.current || hadFocus.current)) {
      button.focus();
      if (pressed.current) button.click();
    }
    pressed.current = false;
    hadFocus.current = false;
  }, [ready]);

  // The hand-over starts at the pointer's press, not its release: the swap must not happen between
  // the two, or the click would land on a button that is gone. Keys arrive as a click alone.
  // The press's own default is cancelled: its mouse-down would land on the look-alike, gone by
  // then, and take the focus from the opened menu to the page, where Escape no longer closes it.
  const press = (event: { preventDefault(): void }) => {
    if (ready || disabled) return;
    event.preventDefault();
    pressed.current = true;
    whenLoaded(code, () => setReady(true));
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the press is the stand-in button's; this only hands it over
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter and Space on the button arrive here as a click too
    <div ref={holder} className="contents" onPointerDown={press} onClick={press}>
      {ready ? (
        children
      ) : (
        <LookAlike buttonClass={buttonClass} label={label} disabled={disabled} hadFocus={hadFocus} />
      )}
    </div>
  );
}

/**
 * The stand-in button. Whether it has the focus is read as it leaves the page (its layout
 * effect's clean-up runs before React removes its element): the real button takes the focus over
 * then, and only then, whatever the person did while the code was on its way.
 */
function LookAlike({
  buttonClass,
  label,
  disabled,
  hadFocus,
}: {
  buttonClass: string;
  label: ReactNode;
  disabled: boolean;
  hadFocus: RefObject<boolean>;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const element = button.current;
    return () => {
      if (element && element === document.activeElement) hadFocus.current = true;
    };
  }, [hadFocus]);
  return (
    <div className="relative">
      {/* data-look-alike: tests wait for the real control by its absence. */}
      <button
        ref={button}
        type="button"
        aria-expanded="false"
        className={buttonClass}
        disabled={disabled}
        data-look-alike=""
      >
        {label}
      </button>
    </div>
  );
}
