import type { ContractFamily, ContractStatus } from '../../api/contractsTypes';
import type { ContractListKind } from '../../machines/contracts/contractRows';

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
