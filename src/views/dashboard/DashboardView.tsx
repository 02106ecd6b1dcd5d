import { shallowEqual, useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { useSessionRef } from '../shared/sessionActor';

const PRODUCT_LABELS = [
  ['voiceProduct', 'Ses (VOICE)'],
  ['dataProduct', 'Data (DATA)'],
  ['m2mProduct', 'M2M'],
] as const;

/**
 * The landing page after login. The summary cards of spec §3 belong to the dashboard issue;
 * until then this page says so plainly and offers the menu's screens as shortcuts.
 */
export default function DashboardView() {
  const session = useSessionRef();
  const user = useSelector(session, (s) => s.context.session.user, shallowEqual);
  const menu = useSelector(session, (s) => s.context.session.customerMenu, shallowEqual);
  const shortcuts = menu
    .flatMap((item) => (item.children?.length ? item.children : [item]))
    .filter((item) => item.url !== '/dashboard');
  const products = PRODUCT_LABELS.filter(([key]) => user?.[key]).map(([, label]) => label);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Hoş geldiniz, {user?.userName}</h1>
        <p className="text-sm text-slate-700">{user?.corporateName} adına işlem yapıyorsunuz.</p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Card title="Şirket bilgileri">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-600">Şirket</dt>
            <dd className="font-medium">{user?.corporateName}</dd>
            <dt className="text-slate-600">Müşteri no</dt>
            <dd className="font-medium">{user?.corporateNcst}</dd>
            <dt className="text-slate-600">Segment</dt>
            <dd className="font-medium">{user?.companySegment}</dd>
            <dt className="text-slate-600">Ürünler</dt>
            <dd className="font-medium">{products.length ? products.join(', ') : '—'}</dd>
          </dl>
        </Card>
        <Card title="Özet kartları">
          <p className="text-sm text-slate-700">
            Fatura, hat, paket ve sözleşme özet kartları bu sürümde henüz bulunmuyor. İşlemlerinize aşağıdaki
            kısayollardan ulaşabilirsiniz.
          </p>
        </Card>
      </div>
      <Card title="Hızlı erişim">
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {shortcuts.map((item) => (
            <li key={item.id}>
              <Link
                to={item.url}
                className="block rounded-md px-3 py-2 text-sm font-medium text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
