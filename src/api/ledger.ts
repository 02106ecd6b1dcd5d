/**
 * The operations ledger's words, shared by the sandbox (which numbers and stores every write of a
 * company in one ledger, server/db/ledger) and the portal (which names them). One entry per
 * operation: its kind, its number (one numbering per family, shown the same on every screen), who
 * asked, when, its status and its lines.
 */

/** Number prefixes: an order "SP-…", a line operation "HT-…", a demand "TLP-…", a rights change "YT-…", a signed document "BL-…". */
export const NUMBERINGS = {
  ORDER: 'SP',
  LINE_OPERATION: 'HT',
  DEMAND: 'TLP',
  RIGHTS: 'YT',
  DOCUMENT: 'BL',
} as const;
export type Numbering = keyof typeof NUMBERINGS;

const LEDGER_NUMBER = /^(SP|HT|TLP|YT|BL)-\d{8}-\d{6}$/;

/** The family a ledger number belongs to ("SP-20261127-000123" → ORDER), or undefined for any other text. */
export function numberingOf(id: string): Numbering | undefined {
  const prefix = LEDGER_NUMBER.exec(id)?.[1];
  return (Object.keys(NUMBERINGS) as Numbering[]).find((n) => NUMBERINGS[n] === prefix);
}

/**
 * Every kind of write the ledger records. `myOrders`: listed in "Siparişlerim" as that order type;
 * a kind with line operations is listed in the line-operations history under its operation type
 * (src/api/orderTransactions/types.ts OPERATION_TYPES), chosen per entry.
 */
export const LEDGER_KINDS = {
  NEW_LINE: { name: 'Yeni hat siparişi', numbering: 'ORDER', myOrders: true },
  SIM_CARD: { name: 'SIM kart siparişi', numbering: 'ORDER', myOrders: true },
  TAKE_OVER: { name: 'Hat devri', numbering: 'ORDER', myOrders: true },
  ADDITIONAL_PACKAGE: { name: 'Ek paket siparişi', numbering: 'ORDER', myOrders: true },
  TARIFF_CHANGE: { name: 'Tarife değişikliği', numbering: 'ORDER', myOrders: true },
  PACKAGE_CANCEL: { name: 'Ek paket iptali', numbering: 'LINE_OPERATION', myOrders: false },
  EXTRA_PACKET: { name: 'Ek paket izni değişikliği', numbering: 'LINE_OPERATION', myOrders: false },
  LINE_STATUS: { name: 'Hat durumu değişikliği', numbering: 'LINE_OPERATION', myOrders: false },
  ABROAD: { name: 'Yurt dışı kullanımı değişikliği', numbering: 'LINE_OPERATION', myOrders: false },
  SECURE_INTERNET: {
    name: 'Güvenli internet profili değişikliği',
    numbering: 'LINE_OPERATION',
    myOrders: false,
  },
  SIM_MATCHING: { name: 'SIM kart eşleştirme', numbering: 'LINE_OPERATION', myOrders: false },
  NUMBER_PORT: { name: 'Numara taşıma', numbering: 'LINE_OPERATION', myOrders: false },
  DEMAND: { name: 'Talep', numbering: 'DEMAND', myOrders: false },
  PERMISSION_CHANGE: { name: 'Yetki değişikliği', numbering: 'RIGHTS', myOrders: false },
  DOCUMENT_SIGNING: { name: 'Belge onayı', numbering: 'DOCUMENT', myOrders: false },
} as const satisfies Record<string, { name: string; numbering: Numbering; myOrders: boolean }>;
export type LedgerKind = keyof typeof LEDGER_KINDS;

export const LEDGER_STATUSES = [
  'DRAFT',
  'WAITING_APPROVAL',
  'RECEIVED',
  'IN_PROGRESS',
  'COMPLETED',
  'PARTIAL',
  'FAILED',
  'CANCELLED',
  'REJECTED',
] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

export const LEDGER_STATUS_NAMES: Record<LedgerStatus, string> = {
  DRAFT: 'Taslak',
  WAITING_APPROVAL: 'Onay bekliyor',
  RECEIVED: 'Alındı',
  IN_PROGRESS: 'İşlemde',
  COMPLETED: 'Tamamlandı',
  PARTIAL: 'Kısmen tamamlandı',
  FAILED: 'Başarısız',
  CANCELLED: 'İptal edildi',
  REJECTED: 'Reddedildi',
};

/** Entries still waiting for a result: what every "open" count on every screen counts. */
export const OPEN_LEDGER_STATUSES: readonly LedgerStatus[] = ['WAITING_APPROVAL', 'RECEIVED', 'IN_PROGRESS'];

export const LEDGER_CHANNELS = ['PORTAL', 'CALL_CENTER', 'DEALER'] as const;
export type LedgerChannel = (typeof LEDGER_CHANNELS)[number];

export const LINE_RESULTS = ['DONE', 'FAILED', 'PENDING', 'CANCELLED'] as const;
export type LineResult = (typeof LINE_RESULTS)[number];
