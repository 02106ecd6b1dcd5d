import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FiltersFold } from './FiltersFold';

function phone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the line-user filters on a phone', () => {
  it('fold behind "Filtreler", say how many are set and keep the form mounted', async () => {
    phone(false);
    const user = userEvent.setup();
    render(
      <FiltersFold active={2}>
        <form aria-label="Hat filtreleri">
          <input aria-label="Kullanıcı adı" defaultValue="Ayşe" />
        </form>
      </FiltersFold>,
    );
    const toggle = screen.getByRole('button', { name: 'Filtreler (2 etkin)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Hat filtreleri' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('form', { name: 'Hat filtreleri' })).toBeVisible();
    await user.click(toggle);
    // Folded again, what was typed is still there.
    expect(screen.getByDisplayValue('Ayşe')).not.toBeVisible();
  });

  it('stay open with no button on a wide screen', () => {
    phone(true);
    render(
      <FiltersFold active={0}>
        <form aria-label="Hat filtreleri" />
      </FiltersFold>,
    );
    expect(screen.queryByRole('button', { name: /Filtreler/ })).toBeNull();
    expect(screen.getByRole('form', { name: 'Hat filtreleri' })).toBeInTheDocument();
  });
});
