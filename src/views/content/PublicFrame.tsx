import type { ReactNode } from 'react';
import { Link } from '../../ui/Link';

/** A page read before login: the portal's name, the page, the way back to the login page. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-3">
          <span className="text-lg font-bold text-brand-800">Kurumsal Portal</span>
          <Link to="/" className="text-sm font-semibold text-brand-700 underline underline-offset-2">
            Giriş sayfasına dön
          </Link>
        </div>
      </header>
      <main id="icerik" className="mx-auto max-w-4xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}
