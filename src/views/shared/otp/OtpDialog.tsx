import { Modal } from '../../../ui/Modal';
import { OtpPanel, type OtpRef } from './OtpPanel';

/**
 * A running OTP child in a dialog. Closing the dialog (Escape, backdrop, "Vazgeç") cancels the
 * child, which ends it: the code sent and any validation answer go with it, so opening the
 * confirmation again always starts from a fresh code (spec §4 OTP modal close rule).
 */
export function OtpDialog({ otp, title }: { otp: OtpRef | undefined; title: string }) {
  if (!otp) return null;
  return (
    <Modal open title={title} onClose={() => otp.send({ type: 'user.cancel' })}>
      <OtpPanel otp={otp} />
    </Modal>
  );
}
