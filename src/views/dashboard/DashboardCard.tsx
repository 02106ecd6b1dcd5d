import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CardRef } from '../../machines/dashboard/dashboardMachine';
import { Button } from '../../ui/Button';

/** One box of the dashboard: skeleton, figures or its own error with a retry; same height throughout. */
export function DashboardCard({
  cardRef,
  title,
  to,
  render,
}: {
  cardRef: CardRef;
  title: string;
  to: string;
  render: (data: unknown) => ReactNode;
}) {
  const loading = useSelector(cardRef, (s) => s.hasTag('loading'));
  const failed = useSelector(cardRef, (s) => s.hasTag('failed'));
  const canRetry = useSelector(cardRef, (s) => s.can({ type: 'user.retry' }));
  const canRefresh = useSelector(cardRef, (s) => s.can({ type: 'user.refresh' }));
  const data = useSelector(cardRef, (s) => s.context.data);
  const error = useSelector(cardRef, (s) => s.context.error);
  return (
    <section
      aria-busy={loading || undefined}
      className="flex min-h-40 flex-col rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">
          <Link
            to={to}
            className="rounded hover:text-brand-800 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {title}
          </Link>
        </h2>
        {canRefresh && (
          <button
            type="button"
            onClick={() => cardRef.send({ type: 'user.refresh' })}
            className="rounded px-1 text-slate-500 hover:bg-slate-100 hover:text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <span aria-hidden="true">↻</span>
            <span className="sr-only">{title} bilgilerini yenile</span>
          </button>
        )}
      </div>
      {loading ? (
        <div aria-hidden="true" className="flex-1 animate-pulse space-y-3" data-testid="skeleton">
          <div className="h-7 w-1/2 rounded bg-slate-200" />
          <div className="h-4 w-3/4 rounded bg-slate-100" />
          <div className="h-4 w-2/3 rounded bg-slate-100" />
        </div>
      ) : failed ? (
        <div className="flex flex-1 flex-col items-start gap-3">
          <p role="alert" className="text-sm text-red-800">
            {error ?? 'Bilgiler yüklenemedi.'}
          </p>
          <Button
            variant="secondary"
            disabled={!canRetry}
            onClick={() => cardRef.send({ type: 'user.retry' })}
          >
            Tekrar dene
          </Button>
        </div>
      ) : (
        <div className="flex-1 text-sm text-slate-700">{render(data)}</div>
      )}
    </section>
  );
}
