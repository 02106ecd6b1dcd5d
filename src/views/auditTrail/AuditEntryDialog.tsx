import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { AuditEntry } from '../../api/auditTrail/types';
import { formatDateTime } from '../../lib/format';
import type { auditEntryMachine } from '../../machines/auditTrail/auditEntryMachine';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { ObjectLinks } from './ObjectLinks';
import { ResultBadge } from './ResultBadge';
import { AUDIT_TEXTS } from './texts';

/** Spec §7's channel headers as the call carried them. */
function channelText(channel: AuditEntry['channel']): string {
  const parts = [channel.channelType, channel.appChannel, channel.appChannelType].filter(Boolean);
  const text = parts.length ? parts.join(' · ') : 'Kanal bilgisi gönderilmedi';
  return channel.screenName ? `${text} (ekran: ${channel.screenName})` : text;
}

/**
 * One entry: what happened in business words (operation, who, for whom, what it touched and how
 * it ended), each object a link to its page; the call's channel, row and HTTP code folded away
 * under "Teknik ayrıntılar" for whoever needs them.
 */
export function AuditEntryDialog({ detail }: { detail: ActorRefFrom<typeof auditEntryMachine> }) {
  const open = useSelector(detail, (s) => s.matches('open'));
  const entryId = useSelector(detail, (s) => s.context.entryId);
  const entry = useSelector(detail, (s) => s.context.entry);
  const loading = useSelector(detail, (s) => s.hasTag('loading'));
  const error = useSelector(detail, (s) => (s.hasTag('failed') ? s.context.error : undefined));
  const close = () => detail.send({ type: 'user.close' });
  if (!open) return null;
  return (
    <Modal
      open
      wide
      title={AUDIT_TEXTS.entry(entryId ?? '')}
      onClose={close}
      actions={
        <Button variant="secondary" onClick={close}>
          Kapat
        </Button>
      }
    >
      {loading && (
        <p className="mt-4 flex items-center gap-2 text-slate-700 text-sm" role="status">
          <Spinner size="sm" /> Kayıt yükleniyor…
        </p>
      )}
      {error !== undefined && (
        <div className="mt-4">
          <RetryPanel onRetry={() => detail.send({ type: 'user.retry' })}>{error}</RetryPanel>
        </div>
      )}
      {entry && <EntryFields entry={entry} />}
    </Modal>
  );
}

function EntryFields({ entry }: { entry: AuditEntry }) {
  const persons = entry.objects.filter((o) => o.kind === 'PERSON');
  const others = entry.objects.filter((o) => o.kind !== 'PERSON');
  return (
    <>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Field label="Tarih" value={formatDateTime(entry.at)} />
        <Field label="İşlem" value={entry.operationTitle} />
        {/* The portal section only where it says more than the operation's own name. */}
        {entry.featureTitle !== entry.operationTitle && <Field label="Bölüm" value={entry.featureTitle} />}
        <Field label="İşlemi yapan" value={entry.personName} />
        {entry.managerName && (
          <Field label="Müşteri temsilcisi" value={`${entry.managerName}, ${entry.personName} adına`} />
        )}
        <Field label="Şirket" value={entry.companyName ?? entry.corporateNcst ?? '—'} />
        {persons.length > 0 && (
          <div>
            <dt className="text-slate-700">{AUDIT_TEXTS.affectedPerson}</dt>
            <dd className="mt-0.5 font-medium">
              <ObjectLinks objects={persons} />
            </dd>
          </div>
        )}
        <div className={entry.result === 'ERROR' ? 'sm:col-span-2' : undefined}>
          <dt className="text-slate-700">Sonuç</dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-2">
            <ResultBadge result={entry.result} />
            {entry.result === 'ERROR' && entry.errorMessage && (
              <span className="font-medium text-slate-900">{entry.errorMessage}</span>
            )}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-700">
            Etkilenenler ({others.length + entry.objectCount - entry.objects.length})
          </dt>
          <dd className="mt-0.5 font-medium">
            <ObjectLinks objects={others} more={entry.objectCount - entry.objects.length} />
          </dd>
        </div>
      </dl>
      <details className="mt-4 rounded-md border border-slate-200 text-sm">
        <summary className="cursor-pointer rounded-md px-3 py-2 font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700">
          {AUDIT_TEXTS.technical}
        </summary>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 border-slate-200 border-t px-3 py-3 sm:grid-cols-2">
          <Field label="Kanal" value={channelText(entry.channel)} />
          <Field label="İşlem kodu" value={entry.operation} mono />
          <Field label="Çağrı" value={`${entry.method} ${entry.path}`} mono wide />
          <Field label="HTTP durum kodu" value={String(entry.httpStatus)} mono />
          {entry.errorCode && <Field label="Hata kodu" value={entry.errorCode} mono />}
        </dl>
      </details>
    </>
  );
}

function Field({
  label,
  value,
  wide,
  mono,
}: {
  label: string;
  value: string;
  wide?: boolean;
  mono?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-slate-700">{label}</dt>
      <dd className={`font-medium text-slate-900 ${mono ? 'break-all font-mono text-xs' : ''}`}>{value}</dd>
    </div>
  );
}
