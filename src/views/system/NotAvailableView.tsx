import { useLocation } from 'react-router';
import { routeOf } from '../../lib/routes';
import { Link } from '../../ui/Link';

/** An honest page for a route of spec §2 whose feature is not built yet. */
export default function NotAvailableView({ publicPage = false }: { publicPage?: boolean }) {
  const { pathname } = useLocation();
  // The route table's Turkish title, never the raw address a person did not type.
  const title = routeOf(pathname)?.title ?? 'Bu sayfa';
  return (
    <div className={publicPage ? 'mx-auto max-w-xl p-8' : 'max-w-xl'}>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mb-1 font-semibold text-slate-800">Bu bölüm henüz hazır değil</p>
      <p className="mb-4 text-sm text-slate-700">
        {title} sayfası Kurumsal Portal'ın bu sürümünde henüz kullanıma açılmadı. Üzerinde çalışıyoruz; acil
        işlemleriniz için müşteri temsilcinizle iletişime geçebilirsiniz.
      </p>
      <Link to="/" className="font-semibold text-brand-700 underline">
        Ana sayfaya dönün
      </Link>
    </div>
  );
}
