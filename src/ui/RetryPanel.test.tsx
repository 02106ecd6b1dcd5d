import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RetryPanel } from './RetryPanel';

describe('RetryPanel', () => {
  it('announces why the load failed and retries on request', async () => {
    const onRetry = vi.fn();
    render(<RetryPanel onRetry={onRetry}>Liste şu anda gösterilemiyor.</RetryPanel>);
    expect(screen.getByRole('alert')).toHaveTextContent('Liste şu anda gösterilemiyor.');
    await userEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry when asking again cannot help', () => {
    render(
      <RetryPanel onRetry={() => {}} retryable={false}>
        Sorgu numarası OT ile başlayan 10 karakter olmalıdır.
      </RetryPanel>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sorgu numarası OT ile başlayan');
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull();
  });
});
