import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import type { AuditEntry } from '../../api/auditTrailTypes';
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

/** One entry with every field it holds, and links to what it changed. */
export function AuditEntryDialog({ detail }: { detail: Actor<typeof auditEntryMachine> }) {
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
      {entry && (
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Field label="Tarih" value={formatDateTime(entry.at)} />
          <Field label="İşlem" value={`${entry.operationTitle} · ${entry.featureTitle}`} />
          <Field label="İşlemi yapan" value={entry.personName} />
          <Field label="Adına işlem yapan müşteri temsilcisi" value={entry.managerName ?? 'Yok'} />
          <Field label="Şirket" value={entry.companyName ?? entry.corporateNcst ?? '—'} />
          <div>
            <dt className="text-slate-700">Sonuç</dt>
            <dd className="mt-0.5">
              <ResultBadge result={entry.result} />
            </dd>
          </div>
          {entry.result === 'ERROR' && (
            <Field
              label="Hata"
              value={`${entry.errorMessage ?? ''}${entry.errorCode ? ` (kod ${entry.errorCode})` : ''}`}
              wide
            />
          )}
          <div className="sm:col-span-2">
            <dt className="text-slate-700">Etkilenenler ({entry.objectCount})</dt>
            <dd className="mt-0.5 font-medium">
              <ObjectLinks objects={entry.objects} more={entry.objectCount - entry.objects.length} />
            </dd>
          </div>
          <Field label="Kanal" value={channelText(entry.channel)} />
          <Field label="Çağrı" value={`${entry.method} ${entry.path} · HTTP ${entry.httpStatus}`} mono />
        </dl>
      )}
    </Modal>
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
