import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { managerLoginMachine } from '../../machines/customerManager/managerLoginMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { OtpPanel, type OtpRef } from '../shared/otp/OtpPanel';
import { usePageActor } from '../shared/usePageActor';

interface Fields {
  userName: string;
  password: string;
  captchaAnswer: string;
}

const REQUIRED = 'Bu alan zorunludur.';

/**
 * /customer-manager/login: the operator's customer managers sign in with password and captcha
 * (an image, or a written question on request), then the SMS code sent to their registered phone.
 */
export default function ManagerLoginView() {
  // The manager's session is kept and the page left through effects the hook performs.
  const actor = usePageActor(managerLoginMachine, undefined);
  const loading = useSelector(actor, (s) => s.matches('loadingCaptcha'));
  const failed = useSelector(actor, (s) => s.matches('captchaFailed'));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const canSubmit = useSelector(actor, (s) =>
    s.can({ type: 'user.submit', userName: '', password: '', captchaAnswer: '' }),
  );
  const captcha = useSelector(actor, (s) => s.context.captcha);
  const captchaError = useSelector(actor, (s) => s.context.captchaError);
  const loginError = useSelector(actor, (s) => s.context.loginError);
  const secondFactor = useSelector(actor, (s) => s.hasTag('secondFactor'));
  const otp = useSelector(actor, (s) => s.children.otp as OtpRef | undefined);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<Fields>({ defaultValues: { userName: '', password: '', captchaAnswer: '' } });

  const submit = handleSubmit((values) => {
    actor.send({ type: 'user.submit', ...values });
    // The captcha is used up either way; its answer field starts empty for the next one.
    resetField('captchaAnswer');
  });

  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center p-4">
      <div className="space-y-5 rounded-lg bg-white p-6 shadow ring-1 ring-slate-200">
        <div>
          <p className="text-sm font-semibold text-brand-800">Kurumsal Portal</p>
          <h1 className="text-2xl font-bold text-slate-900">Müşteri yöneticisi girişi</h1>
          <p className="mt-1 text-sm text-slate-700">
            {secondFactor
              ? 'Kayıtlı cep telefonunuza gönderilen doğrulama kodunu girin.'
              : 'Portföyünüzdeki şirketler adına işlem yapmak için giriş yapın.'}
          </p>
        </div>
        {secondFactor && otp && (
          <section aria-label="SMS doğrulaması">
            <OtpPanel otp={otp} cancelLabel="Geri dön" />
          </section>
        )}
        {!secondFactor && loginError && <Alert>{loginError}</Alert>}
        {!secondFactor && (
          <form className="space-y-4" noValidate onSubmit={submit}>
            <TextField
              label="Kullanıcı adı"
              autoComplete="username"
              error={errors.userName?.message}
              {...register('userName', { required: REQUIRED })}
            />
            <TextField
              label="Şifre"
              type="password"
              autoComplete="current-password"
              error={errors.password?.message}
              {...register('password', { required: REQUIRED })}
            />
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-800">Güvenlik kodu</legend>
              {loading && <Spinner size="sm" label="Güvenlik kodu hazırlanıyor" />}
              {failed && (
                <RetryPanel onRetry={() => actor.send({ type: 'user.retry' })}>{captchaError}</RetryPanel>
              )}
              {captcha && (
                <div className="flex flex-wrap items-center gap-3">
                  {/* The alt names the task, never the sum: a script reading the page learns nothing. */}
                  {captcha.kind === 'image' ? (
                    <img
                      src={captcha.image}
                      alt="Güvenlik kodu görseli: iki sayının toplamı"
                      width={160}
                      height={56}
                      className="rounded border border-slate-300 bg-white"
                    />
                  ) : (
                    <p className="text-sm font-medium text-slate-900">{captcha.question}</p>
                  )}
                  <Button variant="secondary" onClick={() => actor.send({ type: 'user.refreshCaptcha' })}>
                    Yeni kod
                  </Button>
                </div>
              )}
              {captcha?.kind === 'image' && (
                <Button
                  variant="ghost"
                  onClick={() => actor.send({ type: 'user.chooseCaptcha', kind: 'text' })}
                >
                  Görseli göremiyorum, yazılı soru istiyorum
                </Button>
              )}
              {captcha?.kind === 'text' && (
                <Button
                  variant="ghost"
                  onClick={() => actor.send({ type: 'user.chooseCaptcha', kind: 'image' })}
                >
                  Görsele dön
                </Button>
              )}
              <TextField
                label="Güvenlik kodunun sonucu"
                hint={
                  captcha?.kind === 'text'
                    ? 'Sorunun cevabını rakamla yazın.'
                    : 'Görseldeki iki sayının toplamını rakamla yazın.'
                }
                inputMode="numeric"
                autoComplete="off"
                error={errors.captchaAnswer?.message}
                {...register('captchaAnswer', {
                  required: REQUIRED,
                  pattern: { value: /^\d+$/, message: 'Sonucu rakamla yazın.' },
                })}
              />
            </fieldset>
            <Button type="submit" className="w-full" busy={busy} disabled={!canSubmit}>
              Giriş yap
            </Button>
          </form>
        )}
      </div>
      <p className="mt-4 text-center text-sm">
        <Link to="/login" className="font-semibold text-brand-800 underline">
          Kurumsal kullanıcı girişine dön
        </Link>
      </p>
    </main>
  );
}
