/** Turkish names of the order values the My Orders pages show. */
import type { OrderLine, OrderStatus, OrderType } from '../../api/orders/types';
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  NEW_LINE: 'Yeni hat',
  SIM_CARD: 'SIM kart',
  TAKE_OVER: 'Hat devralma',
  ADDITIONAL_PACKAGE: 'Ek paket',
  TARIFF_CHANGE: 'Tarife değişikliği',
};

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  DRAFT: 'Taslak',
  RECEIVED: 'Alındı',
  IN_PROGRESS: 'İşlemde',
  COMPLETED: 'Tamamlandı',
  CANCELLED: 'İptal edildi',
  FAILED: 'Başarısız',
};

/** Badge colours; the text carries the meaning, the colour only helps scanning. */
export const ORDER_STATUS_TONES: Record<OrderStatus, string> = {
  DRAFT: 'bg-slate-100 text-slate-800 ring-slate-300',
  RECEIVED: 'bg-brand-50 text-brand-900 ring-brand-100',
  IN_PROGRESS: 'bg-amber-50 text-amber-900 ring-amber-200',
  COMPLETED: 'bg-green-50 text-green-800 ring-green-200',
  CANCELLED: 'bg-slate-100 text-slate-700 ring-slate-300',
  FAILED: 'bg-red-50 text-red-800 ring-red-200',
};

export { PRODUCT_TYPE_WORDS as PRODUCT_TYPE_LABELS } from '../../lib/productTypes';

export const SIM_TYPE_LABELS: Record<OrderLine['simType'], string> = {
  PHYSICAL: 'Fiziksel SIM',
  ESIM: 'eSIM',
};

/** Numbers are shown the portal's one way (src/lib/msisdn.ts). */
export { formatMsisdn } from '../../lib/msisdn';
