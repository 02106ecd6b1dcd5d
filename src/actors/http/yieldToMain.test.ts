import { yieldToMain } from './yieldToMain';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

describe('yieldToMain', () => {
  it('waits for the browser’s scheduler.yield() where there is one', async () => {
    let release = () => {};
    const yielded = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    let done = false;
    const waiting = yieldToMain().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(yielded).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    release();
    await waiting;
    expect(done).toBe(true);
  });

  it('goes on at once without one', async () => {
    await expect(yieldToMain()).resolves.toBeUndefined();
  });
});
