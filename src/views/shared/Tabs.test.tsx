import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './Tabs';

const TITLES = ['Onay bekleyenler', 'Sözleşme geçmişi', 'Reddedilenler'];

/** The page's machine stands behind `selected` and `onSelect`; a state is enough here. */
function Harness({ onSelect }: { onSelect?: (index: number) => void }) {
  const [selected, setSelected] = useState(0);
  return (
    <>
      <button type="button">önce</button>
      <Tabs
        label="Sözleşme listeleri"
        titles={TITLES}
        selected={selected}
        onSelect={(index) => {
          onSelect?.(index);
          setSelected(index);
        }}
        tabClassName="tab"
      >
        <p>{TITLES[selected]} listesi</p>
      </Tabs>
    </>
  );
}

describe('Tabs', () => {
  it('is a named tablist whose selected tab alone is in the tab order and labels the one panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sözleşme listeleri' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[0]).toHaveAttribute('data-selected');
    expect(tabs[1]).not.toHaveAttribute('data-selected');
    const panel = screen.getByRole('tabpanel', { name: 'Onay bekleyenler' });
    expect(panel).toHaveTextContent('Onay bekleyenler listesi');
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('selects with a click, and with the arrow keys, Home and End, moving the focus along', async () => {
    const user = userEvent.setup();
    const chosen: number[] = [];
    render(<Harness onSelect={(index) => chosen.push(index)} />);
    await user.click(screen.getByRole('tab', { name: 'Sözleşme geçmişi' }));
    expect(screen.getByRole('tabpanel', { name: 'Sözleşme geçmişi' })).toHaveTextContent(
      'Sözleşme geçmişi listesi',
    );

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reddedilenler' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Reddedilenler', selected: true })).toBeInTheDocument();
    // Past the last, the first; before the first, the last.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Onay bekleyenler', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Reddedilenler', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Onay bekleyenler', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Reddedilenler', selected: true })).toHaveFocus();
    expect(chosen).toEqual([1, 2, 0, 2, 0, 2]);

    // Tab leaves the tablist for the panel, not for the next tab.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('asks nothing when the selected tab is pressed again', async () => {
    const user = userEvent.setup();
    const chosen: number[] = [];
    render(<Harness onSelect={(index) => chosen.push(index)} />);
    await user.click(screen.getByRole('tab', { name: 'Onay bekleyenler' }));
    expect(chosen).toEqual([]);
  });
});
