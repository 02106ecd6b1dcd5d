import type { ActorRefFrom } from 'xstate';
import { browserSessionEffects, type SessionEffects } from '../lib/sessionEffects';
import type { SessionMachine } from '../machines/session/sessionMachine';

/** What the session asks of the router: go to a portal page, or leave for the login application. */
export interface SessionRouter {
  navigate(to: string, replace: boolean): void;
  leave(url: string): void;
}

/**
 * Performs the session chart's emitted effects (src/machines/session/sessionEmitted.ts): the
 * router's moves, storage and analytics, the fast-login hand-over. Subscribe before the actor
 * starts (its first state may already redirect); the answer unsubscribes.
 */
export function performSessionEffects(
  session: ActorRefFrom<SessionMachine>,
  router: SessionRouter,
  effects: SessionEffects = browserSessionEffects,
): () => void {
  const subscriptions = [
    session.on('navigate', (effect) => router.navigate(effect.to, effect.replace ?? false)),
    session.on('leave', (effect) => router.leave(effect.url)),
    session.on('storeSession', (effect) => effects.storeSession(effect.session)),
    session.on('storeLogin', (effect) => effects.storeLogin(effect.session)),
    session.on('storeReferer', (effect) => effects.storeReferer(effect.referer)),
    session.on('clearStorage', () => effects.clearStorage()),
    session.on('analytics', (effect) => effects.track(effect.event)),
    session.on('handOverLogin', (effect) => effects.handOverLogin?.(effect.response)),
  ];
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
}
