import { Link, useLocation } from 'react-router';

/** An honest page for a route of spec §2 whose feature is not built yet. */
export default function NotAvailableView({ publicPage = false }: { publicPage?: boolean }) {
  const { pathname } = useLocation();
  return (
    <div className={publicPage ? 'mx-auto max-w-xl p-8' : 'max-w-xl'}>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">Bu bölüm henüz hazır değil</h1>
      <p className="mb-4 text-sm text-slate-700">
        <code className="rounded bg-slate-100 px-1">{pathname}</code> sayfası Kurumsal Portal'ın bu sürümünde
        henüz kullanıma açılmadı. Üzerinde çalışıyoruz; acil işlemleriniz için müşteri temsilcinizle iletişime
        geçebilirsiniz.
      </p>
      <Link to="/" className="font-semibold text-brand-700 underline">
        Ana sayfaya dön
      </Link>
    </div>
  );
}
