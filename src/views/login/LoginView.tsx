import { useSelector } from '@xstate/react';
import { Card } from '../../ui/Card';
import { OtpPanel, type OtpRef } from '../shared/otp/OtpPanel';
import { useSessionRef } from '../shared/sessionActor';
import { CredentialsForm } from './CredentialsForm';

/** The login application's page: user name and password, then the SMS code. */
export default function LoginView() {
  const session = useSessionRef();
  const atOtp = useSelector(session, (s) => s.hasTag('view:otp'));
  const otp = useSelector(session, (s) => s.children.otp as OtpRef | undefined);

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-900 to-brand-700 p-4">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center text-white">
          <p className="text-sm tracking-widest text-accent-400 uppercase">Operatör Kurumsal Hizmetler</p>
          <h1 className="text-3xl font-bold">Kurumsal Portal</h1>
          <p className="mt-1 text-sm text-brand-100">Şirketinizin mobil hesabını tek yerden yönetin.</p>
        </div>
        <Card title={atOtp ? 'SMS doğrulaması' : 'Giriş yap'}>
          {atOtp && otp ? <OtpPanel otp={otp} cancelLabel="Geri dön" /> : <CredentialsForm />}
        </Card>
      </div>
    </main>
  );
}
