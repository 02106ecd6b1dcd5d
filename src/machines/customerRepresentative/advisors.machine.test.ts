import { createActor, fromPromise, waitFor } from 'xstate';
import { advisorsMachine } from './advisorsMachine';

describe('advisors machine', () => {
  it('is the shared request machine', () => {
    expect(advisorsMachine.id).toBe('customerAdvisors');
    expect(Object.keys(advisorsMachine.states)).toEqual(['loading', 'loaded', 'failed']);
  });

  it('loads a loaded list again on user.refresh, which the advisors page does not offer', async () => {
    const load = vi.fn(async (): Promise<unknown> => ({ advisors: [] }));
    const actor = createActor(
      advisorsMachine.provide({ actors: { load: fromPromise<unknown, { value: unknown }>(load) } }),
    ).start();
    await waitFor(actor, (s) => s.hasTag('loaded'));
    actor.send({ type: 'user.refresh' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await waitFor(actor, (s) => s.hasTag('loaded'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
