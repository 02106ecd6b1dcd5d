/**
 * Schemas and types of the extra packet permission rows (spec §3 extraPacket* state, §7 extra
 * packet rows). An extra packet permission decides whether a line's user may buy extra packets of
 * a type (internet, voice, SMS, abroad) themselves, by SMS or the app, charged to the company's
 * invoice up to the type's monthly limit. Per line and type a permission is allowed or not; a line
 * without a stored permission is not allowed.
 */
import * as v from 'valibot';
import { companyLineEntries, lineFilterEntries, linePage, msisdnEntry } from '../companyLineSchemas';
import { flag, list, listSort, num, oneOf, optional, optionalText, pageOffset } from '../contract/fields';
import { FilterOption } from '../lineUser/types';

export const EXTRA_PACKET_TYPES = ['DATA', 'VOICE', 'SMS', 'ROAMING'] as const;
export type ExtraPacketType = (typeof EXTRA_PACKET_TYPES)[number];

export const EXTRA_PACKET_ACTIONS = ['ALLOW', 'DENY'] as const;
export type ExtraPacketAction = (typeof EXTRA_PACKET_ACTIONS)[number];

export const EXTRA_PACKET_SORT_FIELDS = [
  'msisdn',
  'userName',
  'tariffName',
  'status',
  'productType',
] as const;

/** One page may ask for at most this many lines; one change may name at most this many numbers. */
export const MAX_EXTRA_PACKET_PAGE = 500;
export const MAX_EXTRA_PACKET_CHANGE = 1000;

const packetType = oneOf('Ek paket türü', EXTRA_PACKET_TYPES);

export const ExtraPacketFilter = v.object({
  ...lineFilterEntries,
  /** True: lines allowed at least one type; false: lines allowed none. */
  anyAllowed: v.optional(flag('Ek paket izni')),
});
export type ExtraPacketFilter = v.InferInput<typeof ExtraPacketFilter>;

export const ExtraPacketSort = listSort(EXTRA_PACKET_SORT_FIELDS);
export type ExtraPacketSort = v.InferInput<typeof ExtraPacketSort>;

/** extraPacketLines: a page of the company's lines, or (resolve mode) exactly these numbers. */
export const ExtraPacketLinesRequest = v.object({
  offset: pageOffset(),
  limit: num('Sayfa boyutu', { min: 1, max: MAX_EXTRA_PACKET_PAGE, integer: true }),
  sort: optional('Sıralama', ExtraPacketSort),
  filter: optional('Filtre', ExtraPacketFilter),
  msisdns: optional('Hat numaraları', list('Hat numaraları', msisdnEntry, 100_000)),
});
export type ExtraPacketLinesRequest = v.InferInput<typeof ExtraPacketLinesRequest>;

export const ExtraPacketLine = v.object({
  ...companyLineEntries,
  /** The types the line's user may buy; the others are not allowed. */
  allowed: v.array(v.picklist(EXTRA_PACKET_TYPES)),
});
export type ExtraPacketLine = v.InferOutput<typeof ExtraPacketLine>;

export const ExtraPacketLinesPage = linePage(ExtraPacketLine);
export type ExtraPacketLinesPage = v.InferOutput<typeof ExtraPacketLinesPage>;

/** extraPacketProductFilter: the filter bar's product types and tariffs of the company's lines. */
export const ExtraPacketProductFilter = v.object({
  productTypes: v.array(FilterOption),
  tariffs: v.array(FilterOption),
});
export type ExtraPacketProductFilter = v.InferOutput<typeof ExtraPacketProductFilter>;

/** extraPacketLineStatus: the line states of the company with how many lines are in each. */
export const ExtraPacketLineStatus = v.object({
  total: v.number(),
  statuses: v.array(v.object({ value: v.string(), label: v.string(), count: v.number() })),
});
export type ExtraPacketLineStatus = v.InferOutput<typeof ExtraPacketLineStatus>;

/** extraPacketPermissionList: the types, what each covers, its monthly limit and how many lines allow it. */
export const ExtraPacketPermissionType = v.object({
  type: v.picklist(EXTRA_PACKET_TYPES),
  name: v.string(),
  description: v.string(),
  /** The most a line's user may spend on the type in a calendar month, in TL (taxes included). */
  monthlyLimit: v.number(),
  allowedCount: v.number(),
});
export type ExtraPacketPermissionType = v.InferOutput<typeof ExtraPacketPermissionType>;

export const ExtraPacketPermissionList = v.object({ items: v.array(ExtraPacketPermissionType) });
export type ExtraPacketPermissionList = v.InferOutput<typeof ExtraPacketPermissionList>;

const day = (label: string) =>
  v.pipe(v.string(), v.trim(), v.isoDate(`${label} geçerli bir tarih değil.`), v.title(label));

export const ExtraPacketHistoryRequest = v.object({
  /** Part of a line number; empty for every line. */
  msisdn: optionalText('Hat numarası', { max: 40 }),
  type: optional('Ek paket türü', packetType),
  /** First and last day (yyyy-MM-dd, Turkey's dates) of the period, both included. */
  from: optional('Başlangıç tarihi', day('Başlangıç tarihi')),
  to: optional('Bitiş tarihi', day('Bitiş tarihi')),
});
export type ExtraPacketHistoryRequest = v.InferInput<typeof ExtraPacketHistoryRequest>;

export const ExtraPacketHistoryEntry = v.object({
  id: v.number(),
  msisdn: v.string(),
  type: v.picklist(EXTRA_PACKET_TYPES),
  /** The permission after the change (before it was the opposite). */
  allowed: v.boolean(),
  changedBy: v.string(),
  changedAt: v.string(),
});
export type ExtraPacketHistoryEntry = v.InferOutput<typeof ExtraPacketHistoryEntry>;

export const ExtraPacketHistory = v.object({ items: v.array(ExtraPacketHistoryEntry) });
export type ExtraPacketHistory = v.InferOutput<typeof ExtraPacketHistory>;

/** extraPacketChangePermission: spec §3 extraPacketSelectedList (type, numbers) with the action. */
export const ExtraPacketChangeRequest = v.object({
  action: oneOf('İşlem', EXTRA_PACKET_ACTIONS),
  types: v.pipe(
    list('Ek paket türleri', packetType, 4),
    v.minLength(1, 'En az bir ek paket türü seçmelisiniz.'),
  ),
  msisdns: v.pipe(
    list('Hat numaraları', msisdnEntry, MAX_EXTRA_PACKET_CHANGE),
    v.minLength(1, 'En az bir hat seçmelisiniz.'),
  ),
});
export type ExtraPacketChangeRequest = v.InferInput<typeof ExtraPacketChangeRequest>;

export const EXTRA_PACKET_RESULTS = ['CHANGED', 'UNCHANGED', 'REFUSED'] as const;
export type ExtraPacketResultStatus = (typeof EXTRA_PACKET_RESULTS)[number];

export const ExtraPacketChangeResult = v.object({
  msisdn: v.string(),
  /** CHANGED when at least one type changed; REFUSED when every asked type was refused. */
  status: v.picklist(EXTRA_PACKET_RESULTS),
  changedTypes: v.array(v.picklist(EXTRA_PACKET_TYPES)),
  /** Turkish sentences for the types that did not change. */
  notes: v.array(v.object({ type: v.picklist(EXTRA_PACKET_TYPES), reason: v.string() })),
});
export type ExtraPacketChangeResult = v.InferOutput<typeof ExtraPacketChangeResult>;

export const ExtraPacketChangeAnswer = v.object({
  /** The change's number in the operations ledger (the line-operations request history). */
  orderId: v.string(),
  action: v.picklist(EXTRA_PACKET_ACTIONS),
  types: v.array(v.picklist(EXTRA_PACKET_TYPES)),
  /** Lines on which at least one type changed. */
  changed: v.number(),
  results: v.array(ExtraPacketChangeResult),
});
export type ExtraPacketChangeAnswer = v.InferOutput<typeof ExtraPacketChangeAnswer>;

/** Turkish names of the types, for tables, dialogs, results and exports alike. */
export const PACKET_TYPE_NAMES: Record<ExtraPacketType, string> = {
  DATA: 'İnternet',
  VOICE: 'Konuşma',
  SMS: 'SMS',
  ROAMING: 'Yurt dışı',
};
export const RESULT_LABELS: Record<ExtraPacketResultStatus, string> = {
  CHANGED: 'Değiştirildi',
  UNCHANGED: 'Değişmedi',
  REFUSED: 'Reddedildi',
};
export const permissionLabel = (allowed: boolean) => (allowed ? 'İzinli' : 'İzinsiz');
