import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { OtpInput } from './OtpInput';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <>
      <OtpInput value={code} onChange={setCode} onComplete={onComplete} />
      <output data-testid="code">{code}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox');

describe('OtpInput', () => {
  it('offers six labelled boxes, the first for SMS autofill', () => {
    render(<Harness onComplete={() => {}} />);
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByLabelText('Doğrulama kodu, 3. hane')).toBeInTheDocument();
  });

  it('puts the caret in the first box when asked, and only then', () => {
    const { unmount } = render(<OtpInput value="" onChange={() => {}} autoFocus />);
    expect(boxes()[0]).toHaveFocus();
    unmount();
    render(<OtpInput value="" onChange={() => {}} />);
    expect(document.activeElement).toBe(document.body);
  });

  it('moves on while typing and reports the complete code', async () => {
    const done = vi.fn();
    render(<Harness onComplete={done} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('123456');
    expect(screen.getByTestId('code')).toHaveTextContent('123456');
    expect(done).toHaveBeenCalledWith('123456');
  });

  it('ignores letters and goes back with Backspace', async () => {
    render(<Harness onComplete={() => {}} />);
    await userEvent.click(boxes()[0]!);
    await userEvent.keyboard('1a2');
    expect(screen.getByTestId('code')).toHaveTextContent('12');
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(screen.getByTestId('code')).toHaveTextContent(/^$/);
    expect(boxes()[0]).toHaveFocus();
  });

  it('fills every box from a pasted code', async () => {
    const done = vi.fn();
    render(<Harness onComplete={done} />);
    await userEvent.click(boxes()[2]!);
    await userEvent.paste('Kodunuz: 987 654');
    expect(screen.getByTestId('code')).toHaveTextContent('987654');
    expect(done).toHaveBeenCalledWith('987654');
  });
});
