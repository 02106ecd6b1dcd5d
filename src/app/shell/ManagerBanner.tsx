import { useSelector } from '@xstate/react';
import { useSessionRef } from '../../views/shared/sessionActor';

/**
 * Shown while a customer manager works in a company session (customer-to-login): on whose behalf
 * and who the manager is. "Portföye dön" is the session's logout, whose redirect for such a
 * session is the manager's portfolio (src/lib/config.ts loginRedirectUrl).
 */
export function ManagerBanner() {
  const session = useSessionRef();
  const managerName = useSelector(session, (s) => s.context.session.user?.customerManagerName ?? '');
  const userName = useSelector(session, (s) => s.context.session.user?.userName ?? '');
  if (!managerName) return null;
  return (
    <section
      aria-label="Müşteri yöneticisi oturumu"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950"
    >
      <p className="min-w-0 flex-1">
        <strong>{userName}</strong> adına çalışıyorsunuz — Müşteri yöneticisi: <strong>{managerName}</strong>
      </p>
      <button
        type="button"
        onClick={() => session.send({ type: 'user.logout' })}
        className="rounded-md border border-amber-700 bg-white px-3 py-1 font-semibold text-amber-900 hover:bg-amber-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-600"
      >
        Portföye dön
      </button>
    </section>
  );
}
