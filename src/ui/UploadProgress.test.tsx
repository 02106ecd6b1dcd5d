import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancelledUpload } from './CancelledUpload';
import { UploadProgress } from './UploadProgress';

describe('UploadProgress', () => {
  it('shows the share sent as a named progress bar with "%NN", and Yüklemeyi durdur stops it', async () => {
    const onCancel = vi.fn();
    const { rerender } = render(
      <UploadProgress percent={45} label="Ölüm belgesi yükleniyor" onCancel={onCancel} />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Ölüm belgesi yükleniyor' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '%45');
    expect(screen.getByText('%45')).toBeVisible();
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('45%');

    rerender(<UploadProgress percent={100} label="Ölüm belgesi yükleniyor" onCancel={onCancel} />);
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('%100')).toBeVisible();

    const cancel = screen.getByRole('button', { name: 'Yüklemeyi durdur' });
    expect(cancel).toHaveAccessibleDescription('Ölüm belgesi yükleniyor');
    await userEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('CancelledUpload', () => {
  it('says the upload was cancelled, names the kept file and offers to send it again', async () => {
    const onRetry = vi.fn();
    render(<CancelledUpload fileName="gazete.pdf" onRetry={onRetry} />);
    expect(screen.getByRole('status')).toHaveTextContent('Yükleme iptal edildi. gazete.pdf gönderilmedi.');
    const retry = screen.getByRole('button', { name: 'Yeniden yükle: gazete.pdf' });
    // The stop button is gone, so the focus lands on what the person can do next.
    expect(retry).toHaveFocus();
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('cannot send again while another call runs', () => {
    render(<CancelledUpload fileName="gazete.pdf" disabled onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Yeniden yükle: gazete.pdf' })).toBeDisabled();
  });
});
