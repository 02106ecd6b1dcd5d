import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { fastLoginMachine } from '../../machines/login/fastLoginMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/**
 * "Hızlı giriş" (spec §2): the login in a 600 × 700 popup whose login this page adopts. A blocked
 * popup leaves a notice; the form above still signs in here. Its chart is a child of the login
 * page's (loginPageMachine.ts).
 */
export function FastLogin({ fastLogin }: { fastLogin: ActorRefFrom<typeof fastLoginMachine> }) {
  const blocked = useSelector(fastLogin, (s) => s.hasTag('notice:blocked'));
  const open = useSelector(fastLogin, (s) => s.hasTag('popupOpen'));

  return (
    <div className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      {blocked && (
        <Alert>
          <p>
            Hızlı giriş penceresi açılamadı; tarayıcınız açılır pencereleri engelliyor olabilir. Yukarıdaki
            formla bu sayfada giriş yapabilirsiniz.
          </p>
          <button
            type="button"
            className="mt-2 font-semibold underline focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
            onClick={() => fastLogin.send({ type: 'user.dismissNotice' })}
          >
            Uyarıyı kapat
          </button>
        </Alert>
      )}
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => fastLogin.send({ type: 'user.fastLogin' })}
      >
        Hızlı giriş
      </Button>
      {open && (
        <p role="status" className="text-center text-xs text-slate-600">
          Giriş açılan pencerede sürüyor. Tamamlandığında bu sayfa kendiliğinden devam eder.
        </p>
      )}
    </div>
  );
}
