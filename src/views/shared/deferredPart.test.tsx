import { render, screen } from '@testing-library/react';
import { deferredPart, usePreloadAfterPaint } from './deferredPart';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('deferredPart', () => {
  it('stands a spinner in for the part until its code is there, then shows the part', async () => {
    const code = deferred();
    const Part = deferredPart(async () => {
      await code.promise;
      return { default: ({ name }: { name: string }) => <p>{name} formu</p> };
    });
    render(<Part name="Ret gerekçesi" />);
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor…');
    code.resolve();
    expect(await screen.findByText('Ret gerekçesi formu')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is fetched by the page after its first paint, before anyone asks for it', async () => {
    let loads = 0;
    const Part = deferredPart(async () => {
      loads += 1;
      return { default: () => <p>onay adımı</p> };
    });
    function Page() {
      usePreloadAfterPaint(Part);
      return <p>sayfa</p>;
    }
    render(<Page />);
    expect(loads).toBe(0);
    await vi.waitFor(() => expect(loads).toBe(1));
    // Once there, the part renders at once, without the spinner.
    render(<Part />);
    expect(screen.getByText('onay adımı')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
