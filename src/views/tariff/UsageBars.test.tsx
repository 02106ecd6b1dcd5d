import { render, screen } from '@testing-library/react';
import { UsageBars } from './UsageBars';

describe('UsageBars', () => {
  it('says what is left and what was used in a sentence without suffixes on the figures', () => {
    render(
      <UsageBars
        usage={{
          productId: 'p',
          tariffName: 'Kurumsal Sınırsız Plus',
          periodStart: '2026-11-01',
          periodEnd: '2026-11-30',
          buckets: [
            { kind: 'SMS', label: 'SMS', unit: 'SMS', total: 2000, used: 1512, remaining: 488 },
            { kind: 'VOICE', label: 'Konuşma', unit: 'dk', total: null, used: 75, remaining: null },
          ],
        }}
      />,
    );
    expect(screen.getByText('488 SMS kaldı (2.000 SMS içinden 1.512 SMS kullanıldı)')).toBeVisible();
    expect(screen.getByText('Sınırsız; bu dönem 75 dk kullanıldı')).toBeVisible();
    expect(screen.queryByText(/hakkın|kadarı/)).toBeNull();
  });
});
