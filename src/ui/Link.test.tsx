import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Link, NavLink } from './Link';

function Where() {
  return <output aria-label="adres">{useLocation().pathname}</output>;
}

function page(path: string, links: ReactNode, basename?: string) {
  return render(
    <MemoryRouter initialEntries={[basename ? `${basename}${path}` : path]} basename={basename}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the portal links (issue 42: instead of React Router’s own)', () => {
  it('has a real address with the base path and goes there on a plain click', async () => {
    page('/dashboard', <Link to="/invoices">Faturalar</Link>, '/sirketim');
    const link = screen.getByRole('link', { name: 'Faturalar' });
    expect(link).toHaveAttribute('href', '/sirketim/invoices');
    await userEvent.click(link);
    expect(screen.getByLabelText('adres')).toHaveTextContent('/invoices');
  });

  it('leaves a modified click, another target and an outside address to the browser', () => {
    page(
      '/dashboard',
      <>
        <Link to="/invoices">Faturalar</Link>
        <Link to="/my-orders" target="_blank">
          Siparişlerim
        </Link>
        <Link to="https://www.example.com.tr/yardim">Yardım</Link>
      </>,
    );
    const modified = fireEvent.click(screen.getByRole('link', { name: 'Faturalar' }), { ctrlKey: true });
    const otherTarget = fireEvent.click(screen.getByRole('link', { name: 'Siparişlerim' }));
    // fireEvent answers false when the click's default was prevented.
    expect([modified, otherTarget]).toEqual([true, true]);
    expect(screen.getByRole('link', { name: 'Yardım' })).toHaveAttribute(
      'href',
      'https://www.example.com.tr/yardim',
    );
    expect(screen.getByLabelText('adres')).toHaveTextContent('/dashboard');
  });

  it('passes a click to its own handler first, which may keep the page', async () => {
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
    page(
      '/dashboard',
      <Link to="/invoices" onClick={onClick}>
        Faturalar
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Faturalar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('adres')).toHaveTextContent('/dashboard');
  });

  it('marks the current page as React Router does, `end` for exactly this address', () => {
    const tab = ({ isActive }: { isActive: boolean }) => (isActive ? 'etkin' : 'değil');
    page(
      '/take-over/orders',
      <>
        <NavLink to="/take-over" end className={tab}>
          Yeni devir
        </NavLink>
        <NavLink to="/take-over/orders" className={tab}>
          Devir siparişlerim
        </NavLink>
        <NavLink to="/take-over" className={tab}>
          Devir
        </NavLink>
        <NavLink to="/take" className={tab}>
          Kısa
        </NavLink>
      </>,
    );
    const state = (name: string) => {
      const link = screen.getByRole('link', { name });
      return [link.className, link.getAttribute('aria-current')];
    };
    expect(state('Yeni devir')).toEqual(['değil', null]);
    expect(state('Devir siparişlerim')).toEqual(['etkin', 'page']);
    expect(state('Devir')).toEqual(['etkin', 'page']);
    expect(state('Kısa')).toEqual(['değil', null]);
  });
});
