import { useActorRef } from '@xstate/react';
import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router';
import type { ActorRefFrom, AnyActorRef, AnyStateMachine, InputFrom } from 'xstate';
import type { NavigateEffect } from '../../machines/shared/page/pageEffects';

/**
 * The one actor of a screen: starts the screen's page machine and performs the effects it emits
 * (src/machines/shared/page/pageEffects.ts). A view gets its actor here, selects from it and its
 * children, and sends events; it never provides implementations or navigates by itself.
 */
export function usePageActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
): ActorRefFrom<TMachine> {
  const actor = useActorRef(machine as AnyStateMachine, { input }) as ActorRefFrom<TMachine>;
  const navigate = useNavigate();
  // A layout effect subscribes before useActorRef's own effect starts the actor, so an effect
  // emitted on the way in is not lost.
  useLayoutEffect(() => {
    const subscription = (actor as AnyActorRef).on('navigate', (effect: NavigateEffect) =>
      navigate(effect.to, { replace: effect.replace ?? false, state: effect.state }),
    );
    return () => subscription.unsubscribe();
  }, [actor, navigate]);
  return actor;
}
