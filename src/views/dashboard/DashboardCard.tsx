import { shallowEqual, useSelector } from '@xstate/react';
import { memo, type ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { SHORT_FAILURE_MESSAGES } from '../../lib/failureWords';
import type { CardId } from '../../machines/dashboard/dashboardCards';
import type { CardRef } from '../../machines/dashboard/dashboardMachine';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';

interface CardProps {
  id: CardId;
  title: string;
  /** Where the title leads; a box complete in itself has no link. */
  to: string | null;
  render: (data: unknown) => ReactNode;
}

/**
 * A box's placeholder, still: a pulsing one fires an animation event per box that React handles
 * at the root, which on a fresh load was up to five tasks of 10–17 ms (issue 7). The box says
 * aria-busy while it loads.
 */
function Skeleton() {
  return (
    <div aria-hidden="true" className="flex-1 space-y-3" data-testid="skeleton">
      <div className="h-7 w-1/2 rounded bg-slate-200" />
      <div className="h-4 w-3/4 rounded bg-slate-100" />
      <div className="h-4 w-2/3 rounded bg-slate-100" />
    </div>
  );
}

/** The box around a card's body: same size whatever the body, so nothing shifts when it fills. */
function Frame({
  id,
  title,
  to,
  busy,
  action,
  children,
}: Omit<CardProps, 'render'> & { busy: boolean; action?: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-busy={busy || undefined}
      data-card={id}
      className="flex min-h-40 flex-col rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">
          {to ? (
            // Looks like a link (issue 39: a plain title hid that it opens a screen).
            <Link
              to={to}
              className="rounded text-brand-800 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {title}
              <span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            title
          )}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A box whose request has not started yet (it waits for its turn): no actor, only the skeleton. */
export const WaitingCard = memo(function WaitingCard(props: Omit<CardProps, 'render'>) {
  return (
    <Frame {...props} busy>
      <Skeleton />
    </Frame>
  );
});

/**
 * What a box shows, read in one selector: one subscription per box instead of six, so a box's
 * answer costs one check rather than six (fifteen boxes answer while the page starts, issue 7).
 */
function cardView(s: SnapshotFrom<CardRef>) {
  return {
    loading: s.hasTag('loading'),
    failed: s.hasTag('failed'),
    canRetry: s.can({ type: 'user.retry' }),
    canRefresh: s.can({ type: 'user.refresh' }),
    failure: s.context.failure,
    data: s.context.data,
  };
}

/** One box of the dashboard: skeleton, figures or its own error with a retry; same height throughout. */
export const DashboardCard = memo(function DashboardCard({
  cardRef,
  render,
  ...frame
}: CardProps & { cardRef: CardRef }) {
  const { loading, failed, canRetry, canRefresh, failure, data } = useSelector(
    cardRef,
    cardView,
    shallowEqual,
  );
  return (
    <Frame
      {...frame}
      busy={loading}
      action={
        canRefresh && (
          <button
            type="button"
            onClick={() => cardRef.send({ type: 'user.refresh' })}
            className="rounded px-1 text-slate-500 hover:bg-slate-100 hover:text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <span aria-hidden="true">↻</span>
            <span className="sr-only">{frame.title} kartını yenile</span>
          </button>
        )
      }
    >
      {loading ? (
        <Skeleton />
      ) : failed ? (
        <div className="flex flex-1 flex-col items-start gap-3">
          {/* §8's words for the status in a box's short form: the 403 paragraph or a server's
              sentence would fill the card (the call's whole message still goes to analytics). */}
          <p role="alert" className="text-sm text-red-800">
            {SHORT_FAILURE_MESSAGES[failure ?? 'other']}
          </p>
          {/* Only a passing failure is worth asking again: not a right the person lacks, nor a
              request refused as it is (the machine's guard says which). */}
          {canRetry && (
            <Button variant="secondary" onClick={() => cardRef.send({ type: 'user.retry' })}>
              Tekrar dene
            </Button>
          )}
        </div>
      ) : (
        <div className="flex-1 text-sm text-slate-700">{render(data)}</div>
      )}
    </Frame>
  );
});
