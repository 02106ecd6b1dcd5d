import type { ContractFamily, ContractStatus } from '../../api/contracts/types';
import type { ContractListKind } from '../../machines/contracts/contractRows';
import type { ContractNotice } from '../../machines/contracts/contractsPageMachine';

export const FAMILY_LABELS: Record<ContractFamily, string> = {
  STANDARD: 'Kurumsal sözleşmeler',
  ISTECEP: 'İşteCep sözleşmeleri',
};

export const KIND_LABELS: Record<ContractListKind, string> = {
  pending: 'Onay bekleyenler',
  history: 'Sözleşme geçmişi',
};

export const STATUS_LABELS: Record<ContractStatus, string> = {
  PENDING: 'Onay bekliyor',
  APPROVED: 'Onaylandı',
  REJECTED: 'Reddedildi',
  EXPIRED: 'Süresi doldu',
  CANCELLED: 'İptal edildi',
};

/** Badge colours with text contrast of at least 4.5:1 on their background. */
export const STATUS_STYLES: Record<ContractStatus, string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-green-100 text-green-900',
  REJECTED: 'bg-red-100 text-red-900',
  EXPIRED: 'bg-slate-200 text-slate-800',
  CANCELLED: 'bg-slate-200 text-slate-800',
};

/** A reply that is neither the file nor an OTP request (the sandbox never sends one). */
export const UNEXPECTED_REPLY = 'Sözleşme dosyası alınamadı. Lütfen tekrar deneyiniz.';

/** The page's word after an action, said from the machine's notice. */
export function noticeText(notice: ContractNotice): string {
  switch (notice.kind) {
    case 'decided':
      return `${notice.contractNumber} numaralı sözleşme ${notice.decision === 'APPROVE' ? 'onaylandı' : 'reddedildi'}.`;
    case 'downloaded':
      return `${notice.fileName} indirildi.`;
    case 'downloadFailed':
      return notice.message ?? UNEXPECTED_REPLY;
    case 'notFound':
      return `${notice.contractNumber} numaralı sözleşme listelerinizde bulunamadı. Numarayı kontrol edin ya da listelerden seçin.`;
  }
}

export const noticeTone = (notice: ContractNotice) =>
  notice.kind === 'downloadFailed' || notice.kind === 'notFound' ? 'error' : 'success';
