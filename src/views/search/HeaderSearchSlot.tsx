import { useSelector } from '@xstate/react';
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { afterNextPaint, whenIdle } from '../../lib/idle';
import { useShellRef } from '../shared/sessionActor';
import { SEARCH_BOX_CLASS, SEARCH_LABEL, SEARCH_PLACEHOLDER, SEARCH_TEXT_MAX } from './searchBox';

/**
 * The header search's code (Headless UI's Combobox with its virtual list) is its own chunk, so the
 * portal layout does not carry it and the first page does not wait for it (issue 7).
 */
const HeaderSearch = lazy(() => import('./HeaderSearch').then((m) => ({ default: m.HeaderSearch })));

/** Whether the box is on screen: narrow screens hide the search (jsdom cannot tell, so yes). */
function isShown(element: HTMLElement | null): boolean {
  if (!element) return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * The search box as it looks before its code arrives: a plain text box that keeps what is typed
 * and asks for the real one on focus. The real one takes over the text and the focus. The swap is
 * a transition, so the stand-in (and the focus in it) stays until the code is there, rather than
 * being replaced by a Suspense fallback copy of itself.
 */
export function HeaderSearchSlot({ autoFocus = false }: { autoFocus?: boolean }) {
  // Opened on purpose (the phone's search button): the real box is wanted at once, with the focus.
  const [wanted, setWanted] = useState(autoFocus);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(autoFocus);
  const box = useRef<HTMLInputElement>(null);

  // Loaded when the page is idle after its first paint, if the box is on screen at all; and also
  // at once when someone reaches the box first.
  useEffect(() => {
    let cancel = afterNextPaint(() => {
      cancel = whenIdle(() => {
        if (isShown(box.current)) startTransition(() => setWanted(true));
      });
    });
    return () => cancel();
  }, []);

  // Ctrl+K (⌘K) before the real box is here: the stand-in takes the focus, which asks for it.
  const summons = useSelector(useShellRef(), (s) => s.context.searchSummons);
  const summonsAtStart = useRef(summons);
  useEffect(() => {
    if (summons > summonsAtStart.current && isShown(box.current)) box.current?.focus();
  }, [summons]);

  const standIn = (
    <div className="relative w-full max-w-md">
      <input
        ref={box}
        aria-label={SEARCH_LABEL}
        placeholder={SEARCH_PLACEHOLDER}
        className={SEARCH_BOX_CLASS}
        maxLength={SEARCH_TEXT_MAX}
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => {
          setFocused(true);
          startTransition(() => setWanted(true));
        }}
        onBlur={() => setFocused(false)}
      />
    </div>
  );
  return (
    <Suspense fallback={standIn}>
      {wanted ? <HeaderSearch initialText={text} autoFocus={focused} /> : standIn}
    </Suspense>
  );
}
