import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { DeactivationReason } from '../../api/lineDeactivation/types';
import { formatNumber } from '../../lib/format';
import { detailsBlocker } from '../../machines/lineDeactivation/deactivationMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CancelledUpload } from '../../ui/CancelledUpload';
import { FileInput } from '../../ui/FileInput';
import { UploadProgress } from '../../ui/UploadProgress';
import { DocumentList } from './DocumentList';
import { RefusalList } from './RefusalList';
import { FILE_PROBLEMS } from './texts';
import type { DeactivationRef } from './types';

/** Step 2: why the lines close, and the documents that reason needs. */
export function DetailsStep({ flow }: { flow: DeactivationRef }) {
  const reasons = useSelector(flow, (s) => s.context.reasons);
  const reasonId = useSelector(flow, (s) => s.context.reasonId);
  const check = useSelector(flow, (s) => s.context.check);
  const documents = useSelector(flow, (s) => s.context.documents);
  const canNext = useSelector(flow, (s) => s.can({ type: 'user.next' }));
  const blocker = useSelector(flow, (s) => detailsBlocker(s.context));
  const why =
    blocker?.kind === 'noReason'
      ? 'Devam etmek için bir kapatma nedeni seçin.'
      : blocker?.kind === 'missingDocuments'
        ? `Devam etmek için yükleyin: ${blocker.titles.join(', ')}.`
        : undefined;
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const failure = useSelector(flow, (s) => s.context.failure);
  const reason = reasons.find((r) => r.reasonId === reasonId);
  const id = useId();

  return (
    <div className="space-y-5">
      {check && (
        <p className="text-sm text-slate-800">
          {formatNumber(check.allowed.length)} hat kapatılabilir.
          {check.refused.length > 0 && ` ${formatNumber(check.refused.length)} hat kapatılamıyor:`}
        </p>
      )}
      {check && check.refused.length > 0 && <RefusalList refused={check.refused} />}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-900">Kapatma nedeni</legend>
        {reasons.map((r) => (
          <ReasonOption
            key={r.reasonId}
            reason={r}
            name={`${id}-reason`}
            checked={r.reasonId === reasonId}
            onChoose={() => flow.send({ type: 'reason.choose', reasonId: r.reasonId })}
          />
        ))}
      </fieldset>
      {reason && reason.documents.length > 0 && <UploadFields flow={flow} reason={reason} />}
      <DocumentList flow={flow} />
      {failure && !(reason && reason.documents.length > 0) && <Alert>{failure}</Alert>}
      {!canNext && why && (
        <p id={`${id}-missing`} className="text-sm text-slate-700">
          {why}
        </p>
      )}
      {documents.length === 0 && reason && reason.documents.length === 0 && (
        <p className="text-sm text-slate-700">Bu neden için belge gerekmez.</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => flow.send({ type: 'user.back' })}>
          Geri
        </Button>
        <Button
          disabled={!canNext}
          aria-describedby={!canNext && why ? `${id}-missing` : undefined}
          onClick={() => flow.send({ type: 'user.next' })}
        >
          Devam
        </Button>
      </div>
    </div>
  );
}

function ReasonOption(props: {
  reason: DeactivationReason;
  name: string;
  checked: boolean;
  onChoose(): void;
}) {
  const { reason } = props;
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-md p-2 ring-1 ring-slate-200 has-checked:ring-brand-700">
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        onChange={props.onChoose}
        className="mt-1 h-4 w-4 accent-brand-700"
      />
      <span className="text-sm">
        <span className="font-medium text-slate-900">{reason.title}</span>
        {reason.documents.length > 0 && (
          <span className="block text-slate-700">
            Gerekli belge: {reason.documents.map((d) => d.title).join(', ')}
          </span>
        )}
      </span>
    </label>
  );
}

/** One file field per document the reason needs; a file goes up as soon as it is chosen. */
function UploadFields({ flow, reason }: { flow: DeactivationRef; reason: DeactivationReason }) {
  const fileProblem = useSelector(flow, (s) => s.context.fileProblem);
  const failure = useSelector(flow, (s) => s.context.failure);
  const uploading = useSelector(flow, (s) => s.matches('uploading'));
  const upload = useSelector(flow, (s) => s.context.upload);
  const canUpload = useSelector(flow, (s) => s.matches('details'));
  const uploadTitle = reason.documents.find((d) => d.documentType === upload?.documentType)?.title ?? 'Belge';
  const id = useId();
  const problem = fileProblem ? FILE_PROBLEMS[fileProblem] : failure;

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">Belgeler</h3>
      {reason.documents.map((doc) => (
        <div key={doc.documentType} className="space-y-1">
          <label htmlFor={`${id}-${doc.documentType}`} className="block text-sm font-medium text-slate-800">
            {doc.title} yükle
          </label>
          <p id={`${id}-${doc.documentType}-hint`} className="text-xs text-slate-600">
            {doc.description} PDF, JPG ya da PNG; en fazla 700 KB.
          </p>
          <FileInput
            id={`${id}-${doc.documentType}`}
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            disabled={!canUpload}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-${doc.documentType}-hint${problem ? ` ${id}-problem` : ''}`}
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) flow.send({ type: 'document.upload', documentType: doc.documentType, file });
            }}
          />
        </div>
      ))}
      {uploading && upload && (
        <UploadProgress
          percent={upload.percent}
          label={`${uploadTitle} yükleniyor`}
          onCancel={() => flow.send({ type: 'user.cancelUpload' })}
        />
      )}
      {upload?.cancelled && (
        <CancelledUpload
          fileName={upload.file.name}
          disabled={!canUpload}
          onRetry={() =>
            flow.send({ type: 'document.upload', documentType: upload.documentType, file: upload.file })
          }
        />
      )}
      {problem && (
        <p id={`${id}-problem`} role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
