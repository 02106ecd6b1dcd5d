import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { offlineDetailMachine } from '../../machines/offlineTransactions/offlineDetailMachine';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Link } from '../../ui/Link';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { TemplateCell } from './templateCells';

function Detail({ queryId }: { queryId: string }) {
  const detail = useActorRef(offlineDetailMachine, { input: { queryId } });
  const data = useSelector(detail, (s) => s.context.data);
  const loading = useSelector(detail, (s) => s.hasTag('loading'));
  const failed = useSelector(detail, (s) => s.hasTag('failed'));
  const error = useSelector(detail, (s) => s.context.error);
  const canRetry = useSelector(detail, (s) => s.can({ type: 'user.retry' }));
  const canRefresh = useSelector(detail, (s) => s.can({ type: 'user.refresh' }));

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <Link
          to="/offline-transactions"
          className="text-sm text-brand-800 underline-offset-2 hover:underline"
        >
          <span aria-hidden="true">← </span>Çevrim Dışı İşlemler
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-xl font-bold [overflow-wrap:anywhere] text-slate-900 sm:text-2xl">
            İşlem {queryId}
          </h1>
          {/* A running transaction ends at the shop's pace: the person asks again when they like. */}
          <Button
            variant="secondary"
            disabled={!canRefresh}
            onClick={() => detail.send({ type: 'user.refresh' })}
          >
            Yenile
          </Button>
        </div>
      </div>
      {loading && <Spinner label="İşlem yükleniyor" />}
      {failed && (
        <RetryPanel retryable={canRetry} onRetry={() => detail.send({ type: 'user.retry' })}>
          {error}
        </RetryPanel>
      )}
      {data && !loading && (
        <>
          <Card title="İşlem bilgileri">
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.fields.map((field) => (
                <div key={field.name}>
                  <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">
                    {field.title}
                  </dt>
                  <dd className="mt-1 text-sm text-slate-900">
                    <TemplateCell type={field.type} value={field.value} statuses={data.statuses} />
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card title="İşlem adımları">
            <ol className="space-y-2 text-sm text-slate-800">
              {data.steps.map((step) => (
                <li key={step.at} className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
                  <span className="whitespace-nowrap text-slate-600">{formatDateTime(step.at)}</span>
                  <span>{step.description}</span>
                </li>
              ))}
            </ol>
          </Card>
        </>
      )}
    </div>
  );
}

/** /offline-transactions/{queryId}: one offline transaction's values and steps. */
export default function OfflineDetailView() {
  const { queryId = '' } = useParams();
  // A new id is a new page: the machine starts again for it.
  return <Detail key={queryId} queryId={queryId} />;
}
