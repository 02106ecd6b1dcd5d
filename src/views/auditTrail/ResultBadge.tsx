import { AUDIT_RESULT_LABELS, type AuditResult } from '../../api/auditTrail/types';

const TONES: Record<AuditResult, string> = {
  SUCCESS: 'bg-green-50 text-green-800 ring-green-200',
  ERROR: 'bg-red-50 text-red-800 ring-red-200',
};

/** An entry's result: the word carries the meaning, the colour only helps. */
export const ResultBadge = ({ result }: { result: AuditResult }) => (
  <span
    className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset ${TONES[result]}`}
  >
    {AUDIT_RESULT_LABELS[result]}
  </span>
);
