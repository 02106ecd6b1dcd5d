import { render, screen } from '@testing-library/react';
import { Stepper } from './Stepper';

const STEPS = [
  { id: 'product', label: 'Ürün ve tarife' },
  { id: 'numbers', label: 'Numaralar' },
  { id: 'sims', label: 'SIM kartlar' },
  { id: 'details', label: 'Bilgiler' },
  { id: 'summary', label: 'Özet ve onay' },
];

describe('Stepper', () => {
  it('marks the current step for screen readers and says "Adım n / N · label" in one line for a phone', () => {
    render(<Stepper steps={STEPS} current="sims" />);
    const nav = screen.getByRole('navigation', { name: 'Sipariş adımları' });
    expect(nav.querySelector('[aria-current="step"]')).toHaveTextContent('SIM kartlar');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    // The phone's line: hidden from screen readers (the list says the same), shown below sm.
    const line = nav.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(line).toHaveTextContent('Adım 3 / 5 · SIM kartlar');
    expect(line).toHaveClass('sm:hidden');
    expect((line.querySelector('[style]') as HTMLElement).style.width).toBe('60%');
    // The list is the screen readers' on a phone, and everyone's from sm up.
    expect(screen.getByRole('list')).toHaveClass('max-sm:sr-only');
  });
});
