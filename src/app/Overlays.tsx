import { shallowEqual, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { useSessionRef, useSessionStep, useShellRef } from '../views/shared/sessionActor';
import { Loader } from './Loader';

function Notifications() {
  const shell = useShellRef();
  const notifications = useSelector(shell, (s) => s.context.notifications, shallowEqual);
  return (
    // Spec §9 puts notifications 65 px from the top, below the header: there they covered the
    // page's own top-right actions ("Yenile" on a detail page). They sit at the bottom right
    // instead, over nothing a page needs (docs/decisions.md).
    <div
      aria-live="assertive"
      className="pointer-events-none fixed right-4 bottom-4 left-4 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-80"
    >
      {notifications.map((n) => (
        <div
          key={n.id}
          role={n.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-3 rounded-md p-3 text-sm shadow-lg ring-1 ${
            n.kind === 'error'
              ? 'bg-red-50 text-red-900 ring-red-200'
              : 'bg-white text-slate-900 ring-slate-200'
          }`}
        >
          <p className="flex-1">{n.message}</p>
          <button
            type="button"
            className="rounded px-1 text-slate-700 hover:bg-black/5"
            onClick={() => shell.send({ type: 'notify.dismiss', id: n.id })}
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">Bildirimi kapat</span>
          </button>
        </div>
      ))}
    </div>
  );
}

function NotificationModal() {
  const shell = useShellRef();
  const open = useSelector(shell, (s) => s.hasTag('modal'));
  const message = useSelector(shell, (s) => s.context.modal?.message ?? '');
  const close = () => shell.send({ type: 'modal.close' });
  return (
    <Modal open={open} title="Bilgilendirme" onClose={close} actions={<Button onClick={close}>Tamam</Button>}>
      {message}
    </Modal>
  );
}

/**
 * The session-expired modal's code comes when a session expires, not with the entry chunk: the
 * expiry is a server's answer, so the network that brings it is there (issue 7's entry budget).
 */
const SessionExpiredModal = lazy(() =>
  import('../views/system/SessionExpiredModal').then((module) => ({ default: module.SessionExpiredModal })),
);

/** The always-mounted overlays of spec §2. */
export function Overlays() {
  const shell = useShellRef();
  const session = useSessionRef();
  const loaderFlag = useSelector(shell, (s) => s.hasTag('loader'));
  // Leaving or switching company replaces the whole page: the overlay says something is happening.
  const sessionBusy = useSelector(session, (s) => s.hasTag('loader'));
  const switching = useSelector(useSessionStep('corporateSelection'), (s) => s?.hasTag('loader') ?? false);
  const loading = loaderFlag || sessionBusy || switching;
  const expired = useSelector(session, (s) => s.hasTag('view:expired'));
  return (
    <>
      <Notifications />
      <NotificationModal />
      {expired && (
        <Suspense fallback={null}>
          <SessionExpiredModal />
        </Suspense>
      )}
      {loading && <Loader />}
    </>
  );
}
