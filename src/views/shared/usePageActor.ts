import { useActorRef } from '@xstate/react';
import { useContext, useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import type { ActorRefFrom, AnyActorRef, AnyStateMachine, InputFrom } from 'xstate';
import { analytics } from '../../lib/analytics';
import { openFastLoginPopup } from '../../lib/fastLoginPopup';
import { appInspector } from '../../lib/inspection';
import { saveBlob } from '../../lib/saveBlob';
import { writeStorageValue } from '../../lib/storageEffect';
import type {
  AnalyticsEffect,
  DownloadEffect,
  NavigateEffect,
  NotifyEffect,
  PopupEffect,
  SessionEffect,
  StorageEffect,
} from '../../machines/shared/page/pageEffects';
import { SessionActorContext, ShellActorContext } from './sessionActor';

/**
 * The one actor of a screen: starts the screen's page machine and performs the effects it emits
 * (src/machines/shared/page/pageEffects.ts). A view gets its actor here, selects from it and its
 * children, and sends events; it never provides implementations or navigates by itself.
 */
export function usePageActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
): ActorRefFrom<TMachine> {
  // The app's inspector (the flow atlas, the usage reporter), so page machines are seen too.
  const actor = useActorRef(machine as AnyStateMachine, {
    input,
    inspect: appInspector(),
  }) as ActorRefFrom<TMachine>;
  usePageEffects(actor);
  return actor;
}

/**
 * Performs the effects an actor emits (pageEffects.ts) while the component is mounted: a screen's
 * own actor (usePageActor above), or a child another machine started (the header search, a child
 * of the shell, src/views/search/HeaderSearch.tsx). Nothing happens while there is no actor.
 */
export function usePageEffects(actor: AnyActorRef | undefined): void {
  const navigate = useNavigate();
  // Pages outside the signed-in app (a test's bare screen) have no session to tell.
  const session = useContext(SessionActorContext);
  const shell = useContext(ShellActorContext);
  // A layout effect subscribes before useActorRef's own effect starts the actor, so an effect
  // emitted on the way in is not lost.
  useLayoutEffect(() => {
    if (!actor) return undefined;
    const page = actor;
    let closePopup = () => {};
    const subscriptions = [
      page.on('navigate', (effect: NavigateEffect) =>
        navigate(effect.to, { replace: effect.replace ?? false, state: effect.state }),
      ),
      page.on('session', (effect: SessionEffect) => session?.send(effect.event)),
      page.on('notify', ({ kind, message }: NotifyEffect) =>
        shell?.send({ type: 'notify.show', kind, message }),
      ),
      page.on('analytics', (effect: AnalyticsEffect) => analytics.track(effect.event)),
      page.on('download', (effect: DownloadEffect) => saveBlob(effect.blob, effect.fileName)),
      page.on('storage', ({ area, key, value }: StorageEffect) => writeStorageValue(area, key, value)),
      page.on('popup', (effect: PopupEffect) => {
        // Opened again: the earlier window's reports no longer count.
        closePopup();
        closePopup = openFastLoginPopup(effect.url, (report) => page.send(report));
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      closePopup();
    };
  }, [actor, navigate, session, shell]);
}
