import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromCallback, fromPromise } from 'xstate';
import type { OtpChallenge } from '../../../api/types';
import { otpMachine } from '../../../machines/shared/otp/otpMachine';
import { OtpDialog } from './OtpDialog';

const challenge: OtpChallenge = {
  transactionId: 'tx-1',
  maskedMsisdn: '532*****67',
  expiresInSeconds: 300,
  resendInSeconds: 30,
};

function startOtp() {
  const resetLifetime = vi.fn(async () => ({ expiresInSeconds: 300 }));
  const actor = createActor(
    otpMachine.provide({
      actors: {
        sendCode: fromPromise(async () => challenge),
        resendCode: fromPromise(async () => challenge),
        validateCode: fromPromise<unknown, { transactionId: string; code: string }>(async () => ({
          validated: true,
        })),
        resetLifetime: fromPromise(resetLifetime),
        clock: fromCallback(() => () => {}),
      },
    }),
    { input: { purpose: 'CONTRACT_APPROVAL', reference: 'SZ-1' } },
  );
  actor.start();
  return { actor, resetLifetime };
}

// The dialog is a lazy chunk (ui/Modal): its first import can take over a second on a busy machine.
const LAZY = { timeout: 5000 };

describe('OtpDialog', () => {
  it('shows the code boxes in a titled dialog and gives the code more time on request', async () => {
    const { actor, resetLifetime } = startOtp();
    render(<OtpDialog otp={actor} title="Sözleşme onayı" />);
    expect(await screen.findByRole('dialog', { name: 'Sözleşme onayı' }, LAZY)).toBeVisible();
    expect(await screen.findByLabelText('Doğrulama kodu, 1. hane')).toBeEnabled();
    act(() => {
      for (let i = 0; i < 200; i += 1) actor.send({ type: 'clock.tick' });
    });
    expect(screen.getByText('01:40')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Süreyi uzat' }));
    expect(await screen.findByText('05:00')).toBeVisible();
    expect(resetLifetime).toHaveBeenCalledTimes(1);
  });

  it('closing with Escape cancels the confirmation, dropping the sent code with it', async () => {
    const { actor } = startOtp();
    render(<OtpDialog otp={actor} title="Sözleşme onayı" />);
    await screen.findByLabelText('Doğrulama kodu, 1. hane', {}, LAZY);
    await userEvent.keyboard('{Escape}');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
  });

  it('renders nothing without a running confirmation', () => {
    const { container } = render(<OtpDialog otp={undefined} title="Sözleşme onayı" />);
    expect(container).toBeEmptyDOMElement();
  });
});
