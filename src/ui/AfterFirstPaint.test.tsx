/**
 * AfterFirstPaint shows the look-alike first and the real control after the first paint, and
 * nothing a person does meanwhile is lost: focus moves over, and a press opens the real one.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AfterFirstPaint } from './AfterFirstPaint';

function RealMenu() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
      Gerçek menü
    </button>
  );
}

function renderSlot() {
  return render(
    <AfterFirstPaint buttonClass="menu" label="Yer tutucu">
      <RealMenu />
    </AfterFirstPaint>,
  );
}

describe('AfterFirstPaint', () => {
  it('renders the look-alike for the first paint and the real control after it', async () => {
    renderSlot();
    expect(screen.getByRole('button', { name: 'Yer tutucu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gerçek menü' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Gerçek menü' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yer tutucu' })).toBeNull();
  });

  it('passes focus on the look-alike to the real button', async () => {
    renderSlot();
    act(() => screen.getByRole('button', { name: 'Yer tutucu' }).focus());
    const real = await screen.findByRole('button', { name: 'Gerçek menü' });
    // The hand-over runs in the effect after the real button is committed: a query can see the
    // button a moment before it has the focus (seen once on a loaded machine).
    await waitFor(() => expect(real).toHaveFocus());
    expect(real).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the real control at once when the look-alike is pressed', () => {
    renderSlot();
    // A key press (Enter, Space) arrives as a click alone. Sent in the same task as the render, so
    // the idle hand-over cannot come first (on a loaded machine userEvent's click could land on a
    // look-alike the idle swap had already replaced).
    fireEvent.click(screen.getByRole('button', { name: 'Yer tutucu' }));
    const real = screen.getByRole('button', { name: 'Gerçek menü' });
    expect(real).toHaveAttribute('aria-expanded', 'true');
    expect(real).toHaveFocus();
  });

  it('hands over at the pointer’s press, so the release cannot land on a button that is gone', () => {
    renderSlot();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Yer tutucu' }));
    const real = screen.getByRole('button', { name: 'Gerçek menü' });
    expect(real).toHaveAttribute('aria-expanded', 'true');
    // The click that follows the release reaches the holder, not the real button: it stays open.
    fireEvent.click(real.parentElement as HTMLElement);
    expect(real).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not press the real control again once it is there', async () => {
    renderSlot();
    const real = await screen.findByRole('button', { name: 'Gerçek menü' });
    await userEvent.click(real);
    expect(real).toHaveAttribute('aria-expanded', 'true');
  });

  describe('with code that loads on demand (issue 42)', () => {
    /** A control whose code arrives when the test says so, as a lazy chunk does. */
    function deferredCode() {
      let arrive = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      return { code: { preload: () => arrived }, arrive };
    }

    it('keeps the look-alike until the code is there, then shows the real control', async () => {
      const { code, arrive } = deferredCode();
      render(
        <AfterFirstPaint buttonClass="menu" label="Yer tutucu" code={code}>
          <RealMenu />
        </AfterFirstPaint>,
      );
      // Idle has long come and gone by the time this resolves: only the code holds it back.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByRole('button', { name: 'Yer tutucu' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Gerçek menü' })).toBeNull();
      await act(async () => arrive());
      expect(await screen.findByRole('button', { name: 'Gerçek menü' })).toBeInTheDocument();
    });

    it('a press before the code is there opens the real control once it arrives', async () => {
      const { code, arrive } = deferredCode();
      render(
        <AfterFirstPaint buttonClass="menu" label="Yer tutucu" code={code}>
          <RealMenu />
        </AfterFirstPaint>,
      );
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Yer tutucu' }));
      expect(screen.queryByRole('button', { name: 'Gerçek menü' })).toBeNull();
      await act(async () => arrive());
      const real = await screen.findByRole('button', { name: 'Gerçek menü' });
      await waitFor(() => expect(real).toHaveAttribute('aria-expanded', 'true'));
      expect(real).toHaveFocus();
    });

    it('a press on the focused look-alike while the code is on its way still opens the real control', async () => {
      // The dashboard's express menu, by keyboard: focus, idle asks for the code, then Enter.
      const { code, arrive } = deferredCode();
      const preload = vi.fn(code.preload);
      render(
        <AfterFirstPaint buttonClass="menu" label="Yer tutucu" code={{ preload }}>
          <RealMenu />
        </AfterFirstPaint>,
      );
      act(() => screen.getByRole('button', { name: 'Yer tutucu' }).focus());
      await waitFor(() => expect(preload).toHaveBeenCalled());
      fireEvent.click(screen.getByRole('button', { name: 'Yer tutucu' }));
      await act(async () => arrive());
      const real = await screen.findByRole('button', { name: 'Gerçek menü' });
      await waitFor(() => expect(real).toHaveAttribute('aria-expanded', 'true'));
      expect(real).toHaveFocus();
    });
  });
});
