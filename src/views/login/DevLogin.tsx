import { useSelector } from '@xstate/react';
import { type FormEvent, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { devLoginMachine } from '../../machines/login/devLoginMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/**
 * Development builds only (LoginView renders it under import.meta.env.DEV, so a production build
 * drops it): a demo user signed in without the SMS code through the fake-login row, which the
 * sandbox answers only in its test mode. Its chart is a child of the login page's
 * (loginPageMachine.ts).
 */
export function DevLogin({ devLogin }: { devLogin: ActorRefFrom<typeof devLoginMachine> }) {
  const busy = useSelector(devLogin, (s) => s.hasTag('busy'));
  const error = useSelector(devLogin, (s) => (s.hasTag('notice:failed') ? s.context.error : undefined));
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const userName = String(new FormData(event.currentTarget).get('userName') ?? '').trim();
    if (userName) devLogin.send({ type: 'user.devLogin', userName });
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Geliştirici girişi"
      className="mt-4 space-y-2 rounded-md border border-dashed border-slate-300 p-3"
    >
      <p className="text-xs text-slate-600">
        Yalnızca geliştirme sürümünde: SMS kodu olmadan giriş (sandbox test kipinde çalışır).
      </p>
      {error && (
        <Alert>
          <p>{error}</p>
          <button
            type="button"
            className="mt-2 font-semibold underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
            onClick={() => devLogin.send({ type: 'user.dismissNotice' })}
          >
            Uyarıyı kapat
          </button>
        </Alert>
      )}
      <label htmlFor={`${id}-user`} className="block text-sm font-medium text-slate-800">
        Demo kullanıcı adı
      </label>
      <input
        id={`${id}-user`}
        name="userName"
        defaultValue="hizli.kullanici"
        maxLength={100}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <Button type="submit" variant="secondary" className="w-full" disabled={busy}>
        Doğrulamasız giriş
      </Button>
    </form>
  );
}
