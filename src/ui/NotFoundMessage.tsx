import type { ReactNode } from 'react';
import { Link } from './Link';

/**
 * The one "page not found" text (issue 39: the logged-in and logged-out 404s, a content name no
 * page has, a tariff address no page has and the atlas when it is off all said it differently).
 * `back` names where to go instead; the home page by default.
 */
export function NotFoundMessage({
  home = '/',
  back,
}: {
  home?: string;
  back?: { to: string; label: string };
}): ReactNode {
  const target = back ?? { to: home, label: 'Ana sayfaya dönün' };
  return (
    <div className="max-w-xl space-y-3">
      <h1 className="text-2xl font-bold text-slate-900">Sayfa bulunamadı</h1>
      <p className="text-sm text-slate-700">
        Aradığınız sayfa kaldırılmış ya da adresi değişmiş olabilir. Adresi kontrol edin ya da menüden devam
        edin.
      </p>
      <Link to={target.to} className="inline-block font-semibold text-brand-800 underline">
        {target.label}
      </Link>
    </div>
  );
}
