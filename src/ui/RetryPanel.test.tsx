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

  it('offers no retry while one cannot be sent', () => {
    render(
      <RetryPanel onRetry={() => {}} disabled>
        Hata
      </RetryPanel>,
    );
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeDisabled();
  });
});
