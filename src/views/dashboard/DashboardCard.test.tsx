import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { createActor } from 'xstate';
import type { FailureKind } from '../../lib/failureWords';
import { PART_REFUSAL } from '../../lib/refusals';
import type { CardRef } from '../../machines/dashboard/dashboardMachine';
import { createRequestMachine } from '../../machines/shared/requestMachine';
import { DashboardCard } from './DashboardCard';

/**
 * A box whose call failed with `failure` (the HTTP actor's sorting is tested in
 * src/actors/http/failureKind.test.ts); asked again, it answers.
 */
function failedCard(failure: FailureKind) {
  const machine = createRequestMachine<{ count: number }, undefined>('box', async () => ({ count: 3 }));
  const failed = machine.resolveState({
    value: 'failed',
    context: { input: undefined, data: undefined, error: 'uzun cümle', failure },
  });
  const actor = createActor(machine, { input: undefined, snapshot: failed }).start();
  render(
    <MemoryRouter>
      <DashboardCard
        id="unpaidInvoices"
        title="Ödenmemiş faturalar"
        to="/invoices"
        cardRef={actor as unknown as CardRef}
        render={(data) => `${(data as { count: number }).count} fatura`}
      />
    </MemoryRouter>,
  );
}

describe('DashboardCard', () => {
  it.each([
    ['unavailable', 'Sunucu geçici olarak hizmet dışıdır.'],
    ['timeout', 'İşleminiz zaman aşımına uğradı.'],
    ['notFound', 'Bulunamadı.'],
    ['serverError', 'İşleminizi şu an gerçekleştiremiyoruz.'],
    ['network', 'Sunucuya ulaşılamadı.'],
  ] as const)('says why it failed (%s) in §8’s short words, and retries', async (failure, shown) => {
    failedCard(failure);
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${shown}$`));
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('3 fatura')).toBeVisible();
  });

  it('says in one line that a person may not view a box (403), with no retry that cannot help', async () => {
    failedCard('forbidden');
    expect(await screen.findByRole('alert')).toHaveTextContent(PART_REFUSAL);
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull();
  });

  it('names its refresh button after the box once', async () => {
    failedCard('unavailable');
    await userEvent.click(await screen.findByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('button', { name: 'Ödenmemiş faturalar kartını yenile' })).toBeVisible();
  });
});
