/**
 * lazyScreen.preload(): a screen mounted before its code is there suspends as any lazy screen,
 * one mounted after preload() renders at once, the code is fetched once, and a failed fetch can
 * be tried again.
 */
import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { lazyScreen } from './lazyScreen';

type Module = { default: ComponentType<object> };

/** A load whose answer the test gives when it wants. */
function deferred() {
  let resolve!: (module: Module) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Module>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const MODULE: Module = { default: () => <h1>Sözleşmeler</h1> };

/** Counts how often the fallback was drawn, so "never" can be asserted. */
function page(Screen: ComponentType<object>) {
  const fallback = { renders: 0 };
  function Fallback() {
    fallback.renders += 1;
    return <p>Yükleniyor</p>;
  }
  const ui = (
    <Suspense fallback={<Fallback />}>
      <Screen />
    </Suspense>
  );
  return { fallback, ui };
}

describe('lazyScreen', () => {
  it('shows the fallback until the code of a screen mounted before loading arrives', async () => {
    const load = deferred();
    const Screen = lazyScreen(() => load.promise);
    const { fallback, ui } = page(Screen);
    render(ui);
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();
    expect(screen.queryByText('Sözleşmeler')).toBeNull();
    await act(async () => load.resolve(MODULE));
    expect(await screen.findByText('Sözleşmeler')).toBeInTheDocument();
    expect(screen.queryByText('Yükleniyor')).toBeNull();
    expect(fallback.renders).toBeGreaterThan(0);
  });

  it('renders a screen mounted after preload() at once, without ever showing the fallback', async () => {
    const load = deferred();
    const Screen = lazyScreen(() => load.promise);
    const preloaded = Screen.preload();
    load.resolve(MODULE);
    await preloaded;
    const { fallback, ui } = page(Screen);
    // render() flushes synchronously within act: no promise settles before this check, so a
    // screen that suspended would show the fallback here.
    render(ui);
    expect(screen.getByText('Sözleşmeler')).toBeInTheDocument();
    expect(screen.queryByText('Yükleniyor')).toBeNull();
    expect(fallback.renders).toBe(0);
  });

  it('calls load once however many preloads and mounts there are', async () => {
    const load = deferred();
    const loader = vi.fn(() => load.promise);
    const Screen = lazyScreen(loader);
    const early = [Screen.preload(), Screen.preload()];
    const before = page(Screen);
    render(before.ui);
    await act(async () => {
      load.resolve(MODULE);
      await Promise.all(early);
    });
    expect(await screen.findByText('Sözleşmeler')).toBeInTheDocument();
    await Screen.preload();
    render(page(Screen).ui);
    render(page(Screen).ui);
    expect(screen.getAllByText('Sözleşmeler')).toHaveLength(3);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failed one', async () => {
    const attempts = [deferred(), deferred()];
    const loader = vi.fn(() => {
      const next = attempts[loader.mock.calls.length - 1];
      if (!next) throw new Error('unexpected load');
      return next.promise;
    });
    const Screen = lazyScreen(loader);
    const failure = new Error('chunk failed');
    const first = Screen.preload();
    attempts[0]?.reject(failure);
    await expect(first).rejects.toBe(failure);
    const second = Screen.preload();
    attempts[1]?.resolve(MODULE);
    await expect(second).resolves.toBeUndefined();
    expect(loader).toHaveBeenCalledTimes(2);
    const { fallback, ui } = page(Screen);
    render(ui);
    expect(screen.getByText('Sözleşmeler')).toBeInTheDocument();
    expect(fallback.renders).toBe(0);
  });
});
