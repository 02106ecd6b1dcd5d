import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ROUTES } from '../../lib/routes';
import NotAvailableView from './NotAvailableView';

describe('NotAvailableView', () => {
  it('names a route still to be built by its Turkish title, never by its address', () => {
    render(
      <MemoryRouter initialEntries={['/tariff-package/bulk/J-1']}>
        <NotAvailableView />
      </MemoryRouter>,
    );
    // A nested route's own title (screens.ts declares each nested page whole).
    expect(screen.getByRole('heading', { name: 'Toplu Tarife Değişikliği İşlemi' })).toBeInTheDocument();
    expect(screen.queryByText(/tariff-package/)).toBeNull();
  });

  it('has a Turkish title for every route of the table', () => {
    for (const route of ROUTES) expect(route.title, route.pattern).toMatch(/^[A-ZÇĞİÖŞÜa-zçğıöşü]/);
  });
});
