/**
 * The take-over's statuses with their Turkish names and how My Orders shows each, the order
 * types, and the simulated delays that move an order on.
 */
import type {
  OwnerType,
  StatusInfo,
  TakeOverProductType,
  TakeOverStatus,
} from '../../src/api/takeOver/types';
import { PRODUCT_TYPE_WORDS } from '../../src/lib/productTypes';
import type { OrderStatus } from '../db/ledger/orders';

/** Seconds the simulated owner takes to answer when their row does not say otherwise. */
export const DEFAULT_APPROVAL_SECONDS = 20;
/** Seconds from mars send until the simulated operator completes the transfer. */
export const COMPLETION_SECONDS = 60;

export const STATUS_INFO: Record<TakeOverStatus, Omit<StatusInfo, 'code'>> = {
  AWAITING_APPROVAL: {
    name: 'Onay bekliyor',
    description: 'Devreden tarafın onayı bekleniyor.',
    final: false,
    cancellable: true,
  },
  APPROVED: {
    name: 'Devreden onayladı',
    description: 'Devreden taraf onay verdi; sipariş bilgileri dolduruluyor.',
    final: false,
    cancellable: true,
  },
  FINALIZED: {
    name: 'Gönderime hazır',
    description: 'Sipariş doğrulama koduyla onaylandı; operatöre gönderilmeyi bekliyor.',
    final: false,
    cancellable: true,
  },
  IN_PROGRESS: {
    name: 'Devir işlemde',
    description: 'Hatların şirketinize devri operatör tarafından yapılıyor.',
    final: false,
    cancellable: false,
  },
  COMPLETED: {
    name: 'Tamamlandı',
    description: 'Hatlar şirketinize devredildi.',
    final: true,
    cancellable: false,
  },
  CANCELLED: {
    name: 'İptal edildi',
    description: 'Sipariş iptal edildi.',
    final: true,
    cancellable: false,
  },
  REJECTED: {
    name: 'Reddedildi',
    description: 'Devreden taraf onay vermediği için devir yapılmadı.',
    final: true,
    cancellable: false,
  },
};

/** Statuses in which an order holds its lines (no other take-over may include them). */
export const OPEN_STATUSES: readonly TakeOverStatus[] = [
  'AWAITING_APPROVAL',
  'APPROVED',
  'FINALIZED',
  'IN_PROGRESS',
];

/** How My Orders (the shared order store's coarser statuses) shows each take-over status. */
export const SHARED_STATUS: Record<TakeOverStatus, OrderStatus> = {
  AWAITING_APPROVAL: 'DRAFT',
  APPROVED: 'DRAFT',
  FINALIZED: 'RECEIVED',
  IN_PROGRESS: 'IN_PROGRESS',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
  REJECTED: 'FAILED',
};

export const ORDER_TYPE_NAMES: Record<OwnerType, string> = {
  PERSON: 'Bireysel aboneden devir',
  COMPANY: 'Kurumsal aboneden devir',
};

export const PRODUCT_TYPE_NAMES: Readonly<Record<TakeOverProductType, string>> = PRODUCT_TYPE_WORDS;
