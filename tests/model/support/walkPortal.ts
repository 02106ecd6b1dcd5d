import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyActorRef, EventObject } from 'xstate';
import { rawMsisdns } from '../../rawMsisdn';
import { isPlayedDelay } from './actorProbe';
import type { ModelPath } from './edgePaths';
import { openPortal } from './portalApp';
import type { SandboxHarness } from './sandboxHarness';

type User = ReturnType<typeof userEvent.setup>;

/** How one machine's model steps are played and checked through the real portal. */
export interface PortalWalker<TSnap> {
  harness: SandboxHarness;
  person: { userName: string; password: string };
  startPath: string;
  /** Render the header and side menu too; only walks that use them need it (leanShell.ts). */
  shell?: boolean;
  /** The running actor of the machine under test (it may be replaced when its view remounts). */
  actor: () => AnyActorRef;
  serialize: (snapshot: TSnap) => string;
  /** Arranges the back end for an actor outcome (the actor starts a step or two earlier). */
  arrange: (event: EventObject, before: TSnap) => void;
  /** Does what the person (or the server) does to cause the step's event. */
  perform: (user: User, event: EventObject, before: TSnap) => Promise<unknown> | unknown;
  isSettled: (snapshot: TSnap) => boolean;
  /**
   * Outcomes of an actor that starts on another actor's outcome, with no step of the person
   * between (a refresh after a write): arranged together with the outcome before them, which is
   * when the chain starts.
   */
  chained?: (event: EventObject) => boolean;
  expectView: (snapshot: TSnap) => Promise<void>;
}

/** Walks one model path: outcomes are arranged ahead, steps played, settled states compared. */
export async function walkPath<TSnap>(walker: PortalWalker<TSnap>, path: ModelPath<TSnap, EventObject>) {
  // Each outcome is arranged once, just before the step that starts its actor; a debounced
  // search starts one step later still (the delay's own step), so its outcome goes one further.
  const arranged = new Set<number>();
  const arrange = (j: number) => {
    if (j >= path.length || arranged.has(j)) return;
    arranged.add(j);
    walker.arrange(path[j]!.event, (path[j - 1] ?? path[0]!).state);
    if (path[j]!.event.type.startsWith('xstate.after.')) arrange(j + 1);
    const next = path[j + 1];
    if (next && walker.chained?.(next.event)) arrange(j + 1);
  };
  // The page's actors start with the render (step 0), so the first outcome is arranged before it:
  // a GET without a token to fetch first leaves before the loop below could arrange it.
  const view = await openPortal(
    walker.harness,
    walker.person,
    walker.startPath,
    () => {
      arrange(0);
      arrange(1);
    },
    { shell: walker.shell ?? false },
  );
  // No hover before each click and no pointer-events check up the tree: jsdom has no style sheets
  // to check against, and both cost style computations on every click (6 % of the walks' CPU).
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0, skipHover: true });
  let i = 0;
  try {
    for (i = 0; i < path.length; i += 1) {
      const step = path[i]!;
      const before = i === 0 ? step.state : path[i - 1]!.state;
      arrange(i + 1);
      if (isPlayedDelay(step.event.type)) act(() => walker.actor().send(step.event));
      else await walker.perform(user, step.event, before);
      if (!walker.isSettled(step.state)) continue;
      const expected = walker.serialize(step.state);
      await waitFor(() => expect(walker.serialize(walker.actor().getSnapshot() as TSnap)).toBe(expected), {
        // A ceiling: the wait ends when the machine arrives. On two shared cores 4 s was too short.
        timeout: 20_000,
        // The machine's state is not a DOM change that would wake waitFor early: poll it often.
        interval: 5,
      });
      await walker.expectView(step.state);
      // Every settled view shows numbers the one way (src/lib/msisdn.ts), never as bare digits.
      expect(rawMsisdns(document.body.textContent ?? ''), 'bare 10-digit numbers on the page').toEqual([]);
    }
  } catch (error) {
    let actual = 'no actor';
    try {
      actual = walker.serialize(walker.actor().getSnapshot() as TSnap);
    } catch {}
    throw new Error(
      `${(error as Error).message.split('\n')[0]}\n  at step ${i} (${path[i]?.event.type}), url ${window.location.pathname}\n  machine: ${actual}\n  page: ${document.body.textContent?.slice(0, 300)}`,
    );
  } finally {
    view.unmount();
  }
}

/** One line per path, for the failure message and MODEL_PATH. */
export const describePath = (path: ModelPath<unknown, EventObject>) =>
  path.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
