import { useActorRef, useSelector } from '@xstate/react';
import { advisorsMachine } from '../../machines/customerRepresentative/advisorsMachine';
import { Card } from '../../ui/Card';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';

/** /customer-representative: the company's customer advisors and how to reach them. */
export default function CustomerRepresentativeView() {
  const advisors = useActorRef(advisorsMachine);
  const loading = useSelector(advisors, (s) => s.hasTag('loading'));
  const failed = useSelector(advisors, (s) => s.hasTag('failed'));
  const canRetry = useSelector(advisors, (s) => s.can({ type: 'user.retry' }));
  const list = useSelector(advisors, (s) => s.context.data?.advisors);
  const error = useSelector(advisors, (s) => s.context.error);

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Müşteri Temsilcilerim</h1>
      {loading && <Spinner label="Yükleniyor" />}
      {failed && (
        <div className="space-y-3">
          <RetryPanel retryable={canRetry} onRetry={() => advisors.send({ type: 'user.retry' })}>
            {error}
          </RetryPanel>
        </div>
      )}
      {list && list.length === 0 && <p>Size atanmış bir müşteri temsilcisi bulunmuyor.</p>}
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {list?.map((advisor) => (
          <li key={advisor.id}>
            <Card title={advisor.name}>
              <p className="text-sm font-medium text-slate-800">{advisor.role}</p>
              <p className="text-sm text-slate-700">{advisor.region}</p>
              <p className="mt-2 text-sm">
                <a className="text-brand-800 underline" href={`tel:${advisor.phone.replace(/\s/g, '')}`}>
                  {advisor.phone}
                </a>
              </p>
              <p className="text-sm">
                <a className="text-brand-800 underline" href={`mailto:${advisor.email}`}>
                  {advisor.email}
                </a>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
