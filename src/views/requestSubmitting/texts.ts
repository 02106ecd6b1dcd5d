import type { DemandStatus } from '../../api/requestSubmitting/types';

export const STATUS_NAMES: Record<DemandStatus, string> = {
  RECEIVED: 'Alındı',
  IN_REVIEW: 'İnceleniyor',
  COMPLETED: 'Tamamlandı',
  REJECTED: 'Reddedildi',
  WITHDRAWN: 'Geri çekildi',
};

export const STATUS_TONES: Record<DemandStatus, string> = {
  RECEIVED: 'bg-brand-50 text-brand-900 ring-brand-200',
  IN_REVIEW: 'bg-amber-50 text-amber-900 ring-amber-200',
  COMPLETED: 'bg-green-50 text-green-800 ring-green-200',
  REJECTED: 'bg-red-50 text-red-800 ring-red-200',
  WITHDRAWN: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export const historyHref = (demandId: string) =>
  `/request-submitting/history/${encodeURIComponent(demandId)}`;

/** "123 KB", for a file a person just picked. */
export const fileSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('tr-TR')} KB`;
