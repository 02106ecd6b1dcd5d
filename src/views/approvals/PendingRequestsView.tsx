import { useSelector } from '@xstate/react';
import type { ApprovalProcedure } from '../../api/approvals/types';
import { formatDateTime, formatNumber } from '../../lib/format';
import { mayDecide } from '../../lib/rights';
import { approvalsPageMachine } from '../../machines/approvals/approvalsPageMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { deferredPart, usePreloadAfterPaint } from '../shared/deferredPart';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { RefusalNote, refusalId } from '../shared/RefusalNote';
import { type Right, usePersonRights, useRightsStatus } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import type { ApprovalsRef } from './approvalsRef';
import { ProcedureTable } from './ProcedureTable';

/** Asked for after "Reddet" only: it and react-hook-form load after the first paint (issue 42). */
const RejectReasonForm = deferredPart(async () => {
  const { RejectReasonForm } = await import('./RejectReasonForm');
  return { default: RejectReasonForm };
});

const REFUSAL_ID = 'approval-decision-refusal';

/** Onay of the request's group, from the one place the portal keeps the person's rights (issue 37). */
function useDecisionRight(procedure: ApprovalProcedure): Right {
  const status = useRightsStatus();
  const rights = usePersonRights();
  if (status !== 'loaded') return status;
  return mayDecide(rights, procedure.type) ? 'granted' : 'refused';
}

/** Stable, so React calls it once when the heading mounts, not on every render. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

function ProcedureDetail({
  approvals,
  procedure,
}: {
  approvals: ApprovalsRef;
  procedure: ApprovalProcedure;
}) {
  const askingReason = useSelector(approvals, (s) => s.hasTag('askingReason'));
  const deciding = useSelector(approvals, (s) => s.hasTag('busy'));
  const canApprove = useSelector(approvals, (s) => s.can({ type: 'user.approve' }));
  const canReject = useSelector(approvals, (s) => s.can({ type: 'user.reject' }));
  const canBack = useSelector(approvals, (s) => s.can({ type: 'user.back' }));
  const right = useDecisionRight(procedure);
  const refusal = refusalId(right, REFUSAL_ID);
  return (
    <section
      aria-labelledby="approval-detail-title"
      className="order-first rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2
        id="approval-detail-title"
        tabIndex={-1}
        // The detail opens above the list: reading goes on there.
        ref={focusOnMount}
        className="mb-4 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {procedure.typeName} · {procedure.workflowInstanceId}
      </h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-700">Talep eden</dt>
        <dd className="text-slate-900">{procedure.requester}</dd>
        <dt className="font-medium text-slate-700">Talep tarihi</dt>
        <dd className="text-slate-900">{formatDateTime(procedure.requestedAt)}</dd>
        <dt className="font-medium text-slate-700">Özet</dt>
        <dd className="text-slate-900">{procedure.summary}</dd>
        {procedure.details.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-slate-700">{row.label}</dt>
            <dd className="text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6">
        {deciding && <Spinner label="Kararınız kaydediliyor…" />}
        {askingReason && (
          <RejectReasonForm
            onSubmit={(reason) => approvals.send({ type: 'user.submitReason', reason })}
            onCancel={() => approvals.send({ type: 'user.back' })}
          />
        )}
        {!askingReason && !deciding && refusal && (
          <div className="mb-3">
            <RefusalNote id={REFUSAL_ID} right={right} level="approve" />
          </div>
        )}
        {!askingReason && !deciding && (
          <div className="flex flex-wrap gap-3">
            <Button
              disabled={!canApprove || !!refusal}
              aria-describedby={refusal}
              onClick={() => approvals.send({ type: 'user.approve' })}
            >
              Onayla
            </Button>
            <Button
              variant="danger"
              disabled={!canReject || !!refusal}
              aria-describedby={refusal}
              onClick={() => approvals.send({ type: 'user.reject' })}
            >
              Reddet
            </Button>
            <Button variant="ghost" disabled={!canBack} onClick={() => approvals.send({ type: 'user.back' })}>
              Listeye dön
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

/** /pending-requests: what colleagues asked for and waits for this person's approval. */
export default function PendingRequestsView() {
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  const page = usePageActor(approvalsPageMachine, { rights });
  usePreloadAfterPaint(RejectReasonForm);
  // Children live as long as the page: their refs never change.
  const count = useSelector(page, (s) => s.children.count)!;
  const approvals = useSelector(page, (s) => s.children.approvals)!;
  const waiting = useSelector(count, (s) => (s.hasTag('loaded') ? s.context.data?.count : undefined));
  const loading = useSelector(approvals, (s) => s.hasTag('loading'));
  const failed = useSelector(approvals, (s) => s.hasTag('failed'));
  const loaded = useSelector(approvals, (s) => s.hasTag('loaded'));
  const decided = useSelector(approvals, (s) => s.context.decided);
  const selected = useSelector(approvals, (s) =>
    s.hasTag('detail')
      ? s.context.procedures.find((p) => p.workflowInstanceId === s.context.selectedId)
      : undefined,
  );
  const rejecting = useSelector(approvals, (s) => s.context.decision === 'REJECT');
  const otp = useSelector(approvals, (s) => s.children.otp as OtpRef | undefined);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Onay Bekleyen İşlemler</h1>
        {waiting !== undefined && (
          <p className="mt-1 text-slate-700">
            {waiting === 0
              ? 'Onayınızı bekleyen işlem yok.'
              : `${formatNumber(waiting)} işlem onayınızı bekliyor.`}
          </p>
        )}
      </div>
      {decided && (
        <Alert tone="success">
          {decided.workflowInstanceId} numaralı işlem{' '}
          {decided.decision === 'REJECT' ? 'reddedildi' : 'onaylandı'}.
        </Alert>
      )}
      {loading && <Spinner label="Yükleniyor" />}
      {failed && (
        <RetryPanel onRetry={() => approvals.send({ type: 'user.retry' })}>
          Liste şu anda gösterilemiyor.
        </RetryPanel>
      )}
      {loaded && (
        <div className="grid gap-6">
          <ProcedureTable approvals={approvals} />
          {selected && <ProcedureDetail approvals={approvals} procedure={selected} />}
        </div>
      )}
      <OtpDialog otp={otp} title={rejecting ? 'Reddi onaylayın' : 'İşlemi onaylayın'} />
    </div>
  );
}
