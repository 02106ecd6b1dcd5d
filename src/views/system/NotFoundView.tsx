import { Link } from 'react-router';

export default function NotFoundView() {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">Sayfa bulunamadı</h1>
      <p className="mb-4 text-sm text-slate-700">Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.</p>
      <Link to="/" className="font-semibold text-brand-700 underline">
        Ana sayfaya dön
      </Link>
    </main>
  );
}
