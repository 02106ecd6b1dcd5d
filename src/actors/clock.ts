/**
 * The wall clock as an actor, for the places that bind machines to the app: machines never
 * read the time themselves, they get it as input or from these ticks, so they stay pure and
 * their snapshots stay plain data.
 */
import { fromCallback } from 'xstate';

/** Sends `clock.tick` with the time at once and then every second until it is stopped. */
export const secondTicks = fromCallback(({ sendBack }) => {
  const tick = () => sendBack({ type: 'clock.tick', now: Date.now() });
  tick();
  const id = setInterval(tick, 1000);
  return () => clearInterval(id);
});
