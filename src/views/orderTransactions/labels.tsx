/** How the history shows request statuses and each line's result: the text carries the meaning. */
import {
  GSM_RESULT_LABELS,
  type GsmResult,
  REQUEST_STATUS_LABELS,
  type RequestStatus,
} from '../../api/orderTransactions/types';

const STATUS_TONES: Record<RequestStatus, string> = {
  WAITING_APPROVAL: 'bg-violet-50 text-violet-900 ring-violet-200',
  RECEIVED: 'bg-brand-50 text-brand-900 ring-brand-100',
  IN_PROGRESS: 'bg-amber-50 text-amber-900 ring-amber-200',
  COMPLETED: 'bg-green-50 text-green-800 ring-green-200',
  PARTIAL: 'bg-orange-50 text-orange-900 ring-orange-200',
  FAILED: 'bg-red-50 text-red-800 ring-red-200',
  CANCELLED: 'bg-slate-100 text-slate-700 ring-slate-300',
  REJECTED: 'bg-red-50 text-red-800 ring-red-200',
};

const RESULT_TONES: Record<GsmResult, string> = {
  DONE: 'bg-green-50 text-green-800 ring-green-200',
  FAILED: 'bg-red-50 text-red-800 ring-red-200',
  PENDING: 'bg-amber-50 text-amber-900 ring-amber-200',
  CANCELLED: 'bg-slate-100 text-slate-700 ring-slate-300',
};

const BADGE =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

export const StatusBadge = ({ status }: { status: RequestStatus }) => (
  <span className={`${BADGE} ${STATUS_TONES[status]}`}>{REQUEST_STATUS_LABELS[status]}</span>
);

export const ResultBadge = ({ status }: { status: GsmResult }) => (
  <span className={`${BADGE} ${RESULT_TONES[status]}`}>{GSM_RESULT_LABELS[status]}</span>
);
