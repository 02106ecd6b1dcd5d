import { useSelector } from '@xstate/react';
import { useSearchParams } from 'react-router';
import { seamlessLoginMachine } from '../../machines/entry/seamlessLoginMachine';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { useSessionRef } from '../shared/sessionActor';
import { usePageActor } from '../shared/usePageActor';
import { EntryFrame } from './EntryFrame';

/**
 * `/seamless-login?token=…` (spec §2). Logged in already, the session leads on to the dashboard
 * and the token is left alone; logged out, the token is exchanged once for a session.
 */
export default function SeamlessLoginView() {
  const session = useSessionRef();
  const anonymous = useSelector(session, (s) => s.matches('anonymous'));
  return <EntryFrame>{anonymous ? <TokenExchange /> : <Waiting />}</EntryFrame>;
}

function Waiting() {
  return (
    <Card>
      <h1 className="sr-only">Kesintisiz giriş</h1>
      <Spinner size="lg" label="Giriş yapılıyor" />
    </Card>
  );
}

function TokenExchange() {
  const [params] = useSearchParams();
  const exchange = usePageActor(seamlessLoginMachine, { token: params.get('token') });
  const refused = useSelector(exchange, (s) => s.hasTag('view:refused'));
  const problem = useSelector(exchange, (s) => s.context.problem);

  if (!refused) return <Waiting />;
  return (
    <Card>
      <h1 className="mb-3 text-xl font-semibold text-slate-900">Bu bağlantıyla giriş yapılamadı</h1>
      <p className="mb-2 text-sm text-slate-700">{problem ?? 'Giriş bağlantısı eksik ya da geçersiz.'}</p>
      <p className="mb-5 text-sm text-slate-700">
        Kesintisiz giriş bağlantıları yalnızca bir kez ve kısa bir süre için geçerlidir.
      </p>
      <Link
        to="/login"
        replace
        className="inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:ring-offset-2"
      >
        Kullanıcı adı ve şifreyle giriş yap
      </Link>
    </Card>
  );
}
