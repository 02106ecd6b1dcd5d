import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ROUTES } from '../../lib/routes';
import NotAvailableView from './NotAvailableView';

describe('NotAvailableView', () => {
  it('names a route still to be built by its Turkish title, never by its address', () => {
    render(
      <MemoryRouter initialEntries={['/tariff-package/change']}>
        <NotAvailableView />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Tarife ve Paket Değişikliği' })).toBeInTheDocument();
    expect(screen.queryByText(/tariff-package/)).toBeNull();
  });

  it('has a Turkish title for every route of the table', () => {
    for (const route of ROUTES) expect(route.title, route.pattern).toMatch(/^[A-ZÇĞİÖŞÜa-zçğıöşü]/);
  });
});
