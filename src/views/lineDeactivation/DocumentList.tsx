import { useSelector } from '@xstate/react';
import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import type { DeactivationRef } from './types';

const kb = (bytes: number) => `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** The uploaded documents in the order added; each can be downloaded or removed (by its place). */
export function DocumentList({ flow }: { flow: DeactivationRef }) {
  const documents = useSelector(flow, (s) => s.context.documents);
  const reasons = useSelector(flow, (s) => s.context.reasons);
  // A document's type in the words of the reason that asks for it.
  const typeName = (type: string) =>
    reasons.flatMap((r) => r.documents).find((d) => d.documentType === type)?.title ?? type;
  const idle = useSelector(flow, (s) => s.matches('details'));
  if (documents.length === 0) return null;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Yüklenen belgeler</h3>
      <ul
        aria-label="Yüklenen belgeler"
        className="divide-y divide-slate-200 rounded-md ring-1 ring-slate-200"
      >
        {documents.map((doc, index) => (
          <li key={doc.documentId} className="flex flex-wrap items-center justify-between gap-2 p-2 text-sm">
            <span className="min-w-0 break-words">
              <span className="font-medium text-slate-900">{doc.fileName}</span>{' '}
              <span className="text-slate-700">
                ({typeName(doc.documentType)}, {kb(doc.sizeBytes)})
              </span>
            </span>
            <span className="flex gap-2">
              <Button
                variant="ghost"
                className="px-3 py-1.5"
                disabled={!idle}
                onClick={() => flow.send({ type: 'document.download', index })}
              >
                İndir<span className="sr-only">: {doc.fileName}</span>
              </Button>
              <Button
                variant="ghost"
                className="px-3 py-1.5"
                disabled={!idle}
                onClick={() => flow.send({ type: 'document.remove', index })}
              >
                Sil<span className="sr-only">: {doc.fileName}</span>
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
