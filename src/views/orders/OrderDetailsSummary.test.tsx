import { render, screen } from '@testing-library/react';
import { OrderDetailsSummary } from './OrderDetailsSummary';

describe('OrderDetailsSummary', () => {
  it('shows a Turkish summary first and other fields under Turkish names, without internal ids', () => {
    render(
      <OrderDetailsSummary
        details={{
          summary: [{ label: 'Teslimat', value: 'Kargo ile adrese teslim – İzmir' }],
          draftId: 'd-1',
          hasNumber: false,
          contact: { contactName: 'Elif Şahin', contactPhone: '5321112233' },
          partner: { id: 'p-7', name: 'Ege İletişim', city: 'İzmir' },
          packages: [{ msisdn: '5491112233', name: 'Kurumsal Ek 5 GB' }],
          monthlyTotal: 1234.5,
        }}
      />,
    );
    expect(screen.getByText('Teslimat').nextSibling).toHaveTextContent('Kargo ile adrese teslim – İzmir');
    expect(screen.getByText('Mevcut numara kullanılacak').nextSibling).toHaveTextContent('Hayır');
    expect(screen.getByText('İletişim kişisi').nextSibling).toHaveTextContent('Elif Şahin');
    expect(screen.getByText('İş ortağı').nextSibling).toHaveTextContent('Ege İletişim');
    expect(screen.getByText('Aylık toplam').nextSibling).toHaveTextContent('1.234,5 TL');
    expect(screen.getByText('Ek paketler').nextSibling).toHaveTextContent('Kurumsal Ek 5 GB');
    expect(screen.queryByText('d-1')).toBeNull();
    expect(screen.queryByText('p-7')).toBeNull();
  });

  it('says so when there is nothing to show', () => {
    render(<OrderDetailsSummary details={{ draftId: 'd-1' }} />);
    expect(screen.getByText('Bu sipariş için ek bilgi bulunmuyor.')).toBeVisible();
  });
});
