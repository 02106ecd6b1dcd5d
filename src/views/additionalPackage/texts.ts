import type { Offer, PackageKind } from '../../api/additionalPackage/types';
import { formatNumber } from '../../lib/format';
export const KIND_NAMES: Record<PackageKind, string> = {
  DATA: 'İnternet',
  VOICE: 'Konuşma',
  SMS: 'SMS',
  ABROAD: 'Yurt dışı',
};
export { PRODUCT_TYPE_WORDS as PRODUCT_TYPE_NAMES } from '../../lib/productTypes';
export const ACTION_NAMES: Record<string, string> = { ORDER: 'Satın alma', CANCEL: 'İptal' };
export const STATUS_NAMES: Record<string, string> = {
  COMPLETED: 'Tamamlandı',
  PARTIAL: 'Kısmen tamamlandı',
  WAITING_APPROVAL: 'Onay bekliyor',
  REJECTED: 'Reddedildi',
  FAILED: 'Başarısız',
};
export const RESULT_NAMES: Record<string, string> = {
  DONE: 'Tanımlandı',
  REFUSED: 'Tanımlanamadı',
  WAITING: 'Onay bekliyor',
  CANCELLED: 'İptal edildi',
};

export const STEPS = [
  { tag: 'step:lines', label: 'Hatlar' },
  { tag: 'step:agreement', label: 'Sözleşme' },
  { tag: 'step:summary', label: 'Özet ve onay' },
  { tag: 'step:done', label: 'Sonuç' },
] as const;

/** "5 GB · 100 dk · 30 gün": what a package gives, in a line. */
export function allowanceText(o: Offer): string {
  return [
    o.dataGb > 0
      ? o.dataGb < 1
        ? `${formatNumber(o.dataGb * 1000)} MB`
        : `${formatNumber(o.dataGb)} GB`
      : '',
    o.minutes > 0 ? `${formatNumber(o.minutes)} dk` : '',
    o.sms > 0 ? `${formatNumber(o.sms)} SMS` : '',
    `${o.validityDays} gün`,
  ]
    .filter(Boolean)
    .join(' · ');
}

export const FIELD =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600';
