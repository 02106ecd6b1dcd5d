import { startTransition, useEffect, useRef, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * Like @xstate/react's useSelector, except that React renders a change in a transition: sliced
 * and in a task of its own, not inside the task that moved the actor. useSelector's changes are
 * always rendered at once, so fifteen dashboard boxes starting and answering one by one each
 * held the main thread for their request and their render together (issue 7, total blocking
 * time). For views where a frame's delay is invisible; forms keep useSelector.
 */
export function useDeferredSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
  compare: (a: T, b: T) => boolean = Object.is,
): T {
  const [value, setValue] = useState(() => selector(actor.getSnapshot()));
  const shown = useRef(value);
  const select = useRef(selector);
  select.current = selector;
  const same = useRef(compare);
  same.current = compare;

  useEffect(() => {
    const check = () => {
      const next = select.current(actor.getSnapshot());
      if (same.current(shown.current, next)) return;
      shown.current = next;
      startTransition(() => setValue(next));
    };
    // A change between the render and this subscription is not lost.
    check();
    const subscription = actor.subscribe(check);
    return () => subscription.unsubscribe();
  }, [actor]);
  return value;
}
