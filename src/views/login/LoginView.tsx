import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { config, joinPath } from '../../lib/config';
import { FAST_LOGIN_PATH } from '../../lib/fastLoginChannel';
import { loginPageMachine } from '../../machines/login/loginPageMachine';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { OtpPanel, type OtpRef } from '../shared/otp/OtpPanel';
import { StepCodeFailed, useStepCodeFailed } from '../shared/StepCodeFailed';
import { useSessionStep } from '../shared/sessionActor';
import { usePageActor } from '../shared/usePageActor';
import { CredentialsForm } from './CredentialsForm';
import { FastLogin } from './FastLogin';

/** Development builds only: a production build has neither the form nor its machine's import. */
const DevLogin = import.meta.env.DEV
  ? lazy(() => import('./DevLogin').then((module) => ({ default: module.DevLogin })))
  : null;

/**
 * The login application's page: user name and password, then the SMS code. In the fast-login
 * popup (/login/fast) the same form runs, and its login goes to the page that opened it.
 */
export default function LoginView() {
  const login = useSessionStep('login');
  const atOtp = useSelector(login, (s) => s?.hasTag('view:otp') ?? false);
  const otp = useSelector(login, (s) => s?.children.otp as OtpRef | undefined);
  const codeFailed = useStepCodeFailed();
  const inPopup = useLocation().pathname === FAST_LOGIN_PATH;
  // The page's chart runs the ways in beside the form: fast login, and the developer's login.
  const page = usePageActor(loginPageMachine, {
    popupUrl: joinPath(config.basePath, FAST_LOGIN_PATH),
    withDevLogin: DevLogin !== null,
  });
  const fastLogin = useSelector(page, (s) => s.children.fastLogin);
  const devLogin = useSelector(page, (s) => s.children.devLogin);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-900 to-brand-700 p-4">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center text-white">
          <p className="text-sm tracking-widest text-accent-400 uppercase">Operatör Kurumsal Hizmetler</p>
          <h1 className="text-3xl font-bold">{inPopup ? 'Hızlı giriş' : 'Kurumsal Portal'}</h1>
          <p className="mt-1 text-sm text-brand-100">
            {inPopup
              ? 'Girişiniz tamamlanınca bu pencere kapanır ve portal açık sayfada devam eder.'
              : 'Şirketinizin mobil hesabını tek yerden yönetin.'}
          </p>
        </div>
        <Card title={atOtp ? 'SMS doğrulaması' : 'Giriş yap'}>
          {codeFailed ? (
            <StepCodeFailed />
          ) : atOtp && otp ? (
            <OtpPanel otp={otp} cancelLabel="Geri dön" />
          ) : (
            <CredentialsForm />
          )}
          {!atOtp && !inPopup && fastLogin && <FastLogin fastLogin={fastLogin} />}
          {DevLogin && devLogin && !atOtp && !inPopup && (
            <Suspense fallback={null}>
              <DevLogin devLogin={devLogin} />
            </Suspense>
          )}
        </Card>
        {!inPopup && (
          <nav aria-label="Giriş sayfası bağlantıları" className="mt-4 space-y-2 text-center text-sm">
            <p>
              <Link to="/customer-manager/login" className="text-white underline hover:text-accent-400">
                Müşteri yöneticisi girişi
              </Link>
            </p>
            <p>
              {/* The page holds both texts: the terms of use and the KVKK notice (server/content/pages.ts). */}
              <Link to="/terms-of-use-agreement" className="text-white underline hover:text-accent-400">
                Kullanım Koşulları ve KVKK Aydınlatma Metni
              </Link>
            </p>
          </nav>
        )}
      </div>
    </main>
  );
}
