import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../../machines/shared/otp/otpMachine';
import { formatCountdown } from '../../../machines/shared/otp/otpRules';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { OtpInput } from '../../../ui/OtpInput';

export type OtpRef = ActorRefFrom<typeof otpMachine>;

/** The view of any running OTP machine: the code boxes, the countdown, resend and cancel. */
export function OtpPanel({ otp, cancelLabel = 'Vazgeç' }: { otp: OtpRef; cancelLabel?: string }) {
  const [code, setCode] = useState('');
  const hintId = useId();
  const masked = useSelector(otp, (s) => s.context.maskedMsisdn);
  const secondsLeft = useSelector(otp, (s) => s.context.secondsLeft);
  const resendIn = useSelector(otp, (s) => s.context.resendIn);
  const error = useSelector(otp, (s) => s.context.error);
  const busy = useSelector(otp, (s) => s.hasTag('busy'));
  const sending = useSelector(otp, (s) => s.matches('sending'));
  const sendFailed = useSelector(otp, (s) => s.matches('sendFailed'));
  const expired = useSelector(otp, (s) => s.matches('codeExpired'));
  const locked = useSelector(otp, (s) => s.matches('locked'));
  const awaiting = useSelector(otp, (s) => s.hasTag('awaitingCode'));
  const canResend = useSelector(otp, (s) => s.can({ type: 'user.resend' }));
  const canExtend = useSelector(otp, (s) => s.can({ type: 'user.extend' }));

  const submit = (value: string) => {
    if (otp.getSnapshot().can({ type: 'user.submit', code: value }))
      otp.send({ type: 'user.submit', code: value });
  };
  const resend = () => {
    setCode('');
    otp.send({ type: 'user.resend' });
  };

  if (sending) return <p role="status">Doğrulama kodu gönderiliyor…</p>;
  if (sendFailed) {
    return (
      <div className="space-y-4">
        <Alert>{error ?? 'Doğrulama kodu gönderilemedi.'}</Alert>
        <div className="flex gap-3">
          <Button onClick={() => otp.send({ type: 'user.retry' })}>Tekrar dene</Button>
          <Button variant="ghost" onClick={() => otp.send({ type: 'user.cancel' })}>
            {cancelLabel}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="space-y-5"
      aria-label="Doğrulama kodu formu"
      onSubmit={(event) => {
        event.preventDefault();
        submit(code);
      }}
    >
      <p id={hintId} className="text-sm text-slate-700">
        <span className="font-semibold">{masked}</span> numaralı telefonunuza gönderilen 6 haneli doğrulama
        kodunu girin.
      </p>
      {error && <Alert>{error}</Alert>}
      {expired && !error && <Alert>Doğrulama kodunun süresi doldu. Lütfen yeni kod isteyin.</Alert>}
      {(awaiting || busy) && (
        <OtpInput
          value={code}
          onChange={setCode}
          onComplete={submit}
          disabled={busy}
          invalid={Boolean(error)}
          describedBy={hintId}
          autoFocus
        />
      )}
      {(awaiting || busy) && (
        <p className="text-sm text-slate-700" aria-live="off">
          Kodun kalan süresi: <span className="font-mono font-semibold">{formatCountdown(secondsLeft)}</span>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {(awaiting || busy) && (
          <Button type="submit" busy={busy} disabled={code.length !== 6}>
            Doğrula
          </Button>
        )}
        {canExtend && (
          <Button variant="secondary" onClick={() => otp.send({ type: 'user.extend' })}>
            Süreyi uzat
          </Button>
        )}
        {/* A locked code has no new code: only starting again (cancel) gives one. */}
        {!locked && (
          <Button variant="secondary" onClick={resend} disabled={!canResend}>
            {canResend || expired ? 'Yeni kod gönder' : `Yeni kod (${resendIn} sn)`}
          </Button>
        )}
        <Button variant="ghost" onClick={() => otp.send({ type: 'user.cancel' })}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
