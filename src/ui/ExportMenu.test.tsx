import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExportMenu } from './ExportMenu';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ExportMenu', () => {
  it('offers CSV and XLSX and passes the chosen format', async () => {
    const onExport = vi.fn().mockResolvedValue(undefined);
    render(<ExportMenu onExport={onExport} />);
    // A press on the look-alike opens the real menu once its code is there (issue 42).
    await userEvent.click(screen.getByRole('button', { name: /Dışa aktar/ }));
    expect(await screen.findByRole('menuitem', { name: 'CSV (Excel, ;)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Excel (XLSX)' }));
    expect(onExport).toHaveBeenCalledWith('xlsx');
  });

  it('is busy while the file is made and words a failure in Turkish', async () => {
    const job = deferred<void>();
    render(<ExportMenu onExport={() => job.promise} />);
    await userEvent.click(screen.getByRole('button', { name: /Dışa aktar/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV (Excel, ;)' }));
    const button = screen.getByRole('button', { name: /Dışa aktar/ });
    expect(button).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Dosya hazırlanıyor');
    job.reject(new Error('boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dosya hazırlanamadı. Lütfen tekrar deneyin.');
    expect(button).toBeEnabled();
  });

  it('says the file was mailed when the export resolves with mailed', async () => {
    render(<ExportMenu onExport={async () => ({ mailed: true })} />);
    await userEvent.click(screen.getByRole('button', { name: /Dışa aktar/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    expect(await screen.findByText('Dosya e-posta adresinize gönderildi.')).toBeInTheDocument();
  });

  it('cannot be opened while disabled and shows a custom label', async () => {
    render(<ExportMenu onExport={vi.fn()} disabled label="Listeyi indir" />);
    // The look-alike wears the state too, and so does the real menu once it is there.
    expect(screen.getByRole('button', { name: /Listeyi indir/ })).toBeDisabled();
    await waitFor(() => expect(document.querySelector('[data-look-alike]')).toBeNull());
    expect(screen.getByRole('button', { name: /Listeyi indir/ })).toBeDisabled();
  });
});
