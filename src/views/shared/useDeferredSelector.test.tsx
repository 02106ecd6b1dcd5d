/**
 * useDeferredSelector shows what the selector picks from an actor, follows its changes (rendered
 * in a transition, so a moment later), re-renders only when the picked value changes, and lets
 * go of the actor when unmounted.
 */
import { act, render, screen } from '@testing-library/react';
import { assign, createActor, createMachine } from 'xstate';
import { useDeferredSelector } from './useDeferredSelector';

const counter = createMachine({
  types: {} as { context: { count: number; other: number }; events: { type: 'inc' } | { type: 'other' } },
  context: { count: 0, other: 0 },
  on: {
    inc: { actions: assign({ count: ({ context }) => context.count + 1 }) },
    other: { actions: assign({ other: ({ context }) => context.other + 1 }) },
  },
});

function Count({
  actor,
  onRender,
}: {
  actor: ReturnType<typeof createActor<typeof counter>>;
  onRender: () => void;
}) {
  const count = useDeferredSelector(actor, (s) => s.context.count);
  onRender();
  return <p>Sayı: {count}</p>;
}

describe('useDeferredSelector', () => {
  it('shows the picked value and follows the actor', async () => {
    const actor = createActor(counter).start();
    const renders = vi.fn();
    render(<Count actor={actor} onRender={renders} />);
    expect(screen.getByText('Sayı: 0')).toBeInTheDocument();
    act(() => actor.send({ type: 'inc' }));
    expect(await screen.findByText('Sayı: 1')).toBeInTheDocument();
  });

  it('does not render again when another part of the snapshot changes', async () => {
    const actor = createActor(counter).start();
    const renders = vi.fn();
    render(<Count actor={actor} onRender={renders} />);
    const before = renders.mock.calls.length;
    await act(async () => {
      actor.send({ type: 'other' });
      actor.send({ type: 'other' });
    });
    expect(renders.mock.calls.length).toBe(before);
  });

  it('catches a change made between its render and its subscription, and lets go when unmounted', async () => {
    const actor = createActor(counter).start();
    const subscribe = vi.spyOn(actor, 'subscribe');
    const view = render(
      <Count
        actor={actor}
        onRender={() => actor.getSnapshot().context.count === 0 && actor.send({ type: 'inc' })}
      />,
    );
    expect(await screen.findByText('Sayı: 1')).toBeInTheDocument();
    const subscription = subscribe.mock.results[0]?.value as { unsubscribe: () => void };
    const unsubscribe = vi.spyOn(subscription, 'unsubscribe');
    view.unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
