/** The Turkish names the table template serves and the export writes. */
import type { OfflineStatus, OfflineType } from '../../src/api/offlineTransactions/types';

export const TYPE_LABELS: Record<OfflineType, string> = {
  TARIFF_CHANGE: 'Tarife değişikliği',
  SIM_CHANGE: 'SIM kart değişikliği',
  LINE_TRANSFER: 'Hat devri',
  NUMBER_PORTING: 'Numara taşıma',
  PACKAGE_ADD: 'Ek paket tanımlama',
  LINE_SUSPEND: 'Hat dondurma',
  INVOICE_OBJECTION: 'Fatura itirazı',
};

export const STATUS_LABELS: Record<OfflineStatus, string> = {
  COMPLETED: 'Tamamlandı',
  IN_PROGRESS: 'İşlemde',
  FAILED: 'Başarısız',
  CANCELLED: 'İptal edildi',
};

export const CHANNEL_LABELS = {
  SHOP: 'Mağaza',
  CALL_CENTER: 'Çağrı merkezi',
  DEALER: 'Bayi',
  ACCOUNT_MANAGER: 'Müşteri temsilcisi',
} as const;
export type OfflineChannel = keyof typeof CHANNEL_LABELS;
