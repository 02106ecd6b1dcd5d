import { createMachine, type EventObject, type SnapshotFrom } from 'xstate';
import { httpErrorReaction } from '../../src/actors/http/errorCatalogue';
import type { shellMachine } from '../../src/machines/shell/shellMachine';

export type ShellSnapshot = SnapshotFrom<typeof shellMachine>;

/** An event with its payload, as the traversal offers it. */
export type ModelEvent = EventObject & Record<string, unknown>;

/** How notifications come and go: the machine is the same, the person's experience differs. */
export interface ShellWorld {
  name: string;
  /** A notification goes by the close button, or by itself when its time is up. */
  dismiss: 'click' | 'timer';
  /** Which notifications appear: the app's own messages, the HTTP layer's errors, or both. */
  sources: ('notify.show' | 'http.reaction')[];
  /** Timed worlds keep one notification at a time, so the clock removes exactly the one expected. */
  maxNotifications: number;
  /** Whether the header shows and hides the fast-operation menu, the shell's child, in this world. */
  expressMenu: boolean;
  /** Whether the walk also starts, summons and ends the header search child (issue 40). */
  search?: boolean;
}

/**
 * The express menu's chart as the shell walk hands it over: a stand-in of the same id, so the
 * child runs without a sandbox to answer its call; the header model walks the real one.
 */
export const expressMenuStandIn = createMachine({ id: 'expressMenu' });

/** Stands for the header search's chart, which the search box hands over (src/views/search). */
export const SEARCH_STAND_IN = createMachine({ id: 'searchStandIn' });

/** The reactions of the HTTP layer, made by its own catalogue from failed responses. */
export const REACTIONS = {
  notFound: httpErrorReaction({ httpStatus: 404, mode: 'notify', mobile: false }),
  forbidden: httpErrorReaction({ httpStatus: 403, mode: 'notify', mobile: false }),
  // 417: the server's own message in a modal, and the page stays.
  expectationFailed: httpErrorReaction({
    httpStatus: 417,
    mode: 'notify',
    mobile: false,
    body: { status: { code: '417', message: 'Bu işlem için yetkiniz yok.' } },
  }),
  // A second 417 with its own message: it queues behind whichever modal is open.
  limitReached: httpErrorReaction({
    httpStatus: 417,
    mode: 'notify',
    mobile: false,
    body: { status: { code: '417', message: 'Günlük işlem limitinize ulaştınız.' } },
  }),
};

export const SAVED = 'Değişiklikleriniz kaydedildi.';

/** What the person can tell apart: which overlays are up, how many notifications, how deep the loader is. */
export function serializeShell(snapshot: ShellSnapshot): string {
  const { notifications, modal, loaderCount } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    // Kinds, not ids: ids only grow, and the person cannot tell them apart.
    notifications: notifications.map((n) => n.kind),
    modalThen: modal?.then ?? null,
    queued: snapshot.context.queuedModals.map((m) => m.then ?? null),
    loaderCount,
    expressMenu: Boolean(snapshot.context.expressMenu),
    search: snapshot.context.search !== undefined,
  });
}

/** The events the HTTP layer, the app or the person can cause in a snapshot. */
export function candidateEvents(world: ShellWorld) {
  return (snapshot: ShellSnapshot): ModelEvent[] => {
    const { notifications, loaderCount } = snapshot.context;
    const room = notifications.length < world.maxNotifications;
    const oldest = notifications[0];
    const events: ModelEvent[] = [
      ...(room && world.sources.includes('notify.show')
        ? [{ type: 'notify.show', kind: 'success', message: SAVED }]
        : []),
      ...(room && world.sources.includes('http.reaction')
        ? [{ type: 'http.reaction', reaction: REACTIONS.notFound }]
        : []),
      ...(oldest ? [{ type: 'notify.dismiss', id: oldest.id }] : []),
      // While a modal is open only the 417 may queue behind it: one "back" per walk keeps the
      // history the test set up enough to prove each one.
      ...(snapshot.hasTag('modal')
        ? [{ type: 'http.reaction', reaction: REACTIONS.limitReached }]
        : [{ type: 'http.reaction', reaction: REACTIONS.forbidden }]),
      { type: 'http.reaction', reaction: REACTIONS.expectationFailed },
      { type: 'modal.close' },
      // Nested loaders: two levels show every branch of the count.
      ...(loaderCount < 2 ? [{ type: 'loader.show' }] : []),
      { type: 'loader.hide' },
      ...(world.expressMenu
        ? [{ type: 'expressMenu.show', chart: expressMenuStandIn }, { type: 'expressMenu.hide' }]
        : []),
      ...(world.search
        ? [
            { type: 'search.start', logic: SEARCH_STAND_IN },
            { type: 'search.release' },
            // Once: the count only grows, and one summons proves it is counted.
            ...(snapshot.context.searchSummons === 0 ? [{ type: 'search.summon' }] : []),
          ]
        : []),
    ];
    return events.filter((event) => snapshot.can(event as never));
  };
}
