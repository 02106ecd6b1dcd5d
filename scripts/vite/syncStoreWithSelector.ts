/**
 * `useSyncExternalStoreWithSelector` as an ES module on React's own `useSyncExternalStore`: the
 * same algorithm as `use-sync-external-store/with-selector` 1.7 (MIT, Meta Platforms, Inc. and
 * affiliates), which is CommonJS only, so the entry carried its module wrapper and React's
 * interop besides the hook (issue 42). `reactSyncStore.ts` points `@xstate/react`'s import here.
 * Without a server snapshot: the portal renders in the browser only.
 */
import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

type Instance<Selection> = { hasValue: boolean; value: Selection | null };

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // Kept across renders: the last selection React committed, for `isEqual` on the first read.
  const instance = useRef<Instance<Selection> | null>(null);
  if (instance.current === null) instance.current = { hasValue: false, value: null };
  const inst = instance.current;
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue) {
          const current = inst.value as Selection;
          if (isEqual(current, nextSelection)) {
            memoizedSelection = current;
            return current;
          }
        }
        memoizedSelection = nextSelection;
        return nextSelection;
      }
      const current = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return current;
      const nextSelection = selector(nextSnapshot);
      if (isEqual?.(current, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return current;
      }
      memoizedSnapshot = nextSnapshot;
      memoizedSelection = nextSelection;
      return nextSelection;
    };
    const server = getServerSnapshot ?? null;
    return [
      () => memoizedSelector(getSnapshot()),
      server === null ? undefined : () => memoizedSelector(server()),
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual, inst]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [inst, value]);
  useDebugValue(value);
  return value;
}
