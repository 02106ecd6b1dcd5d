/**
 * Schemas and types of the secure-internet rows (spec §3 secure internet state, §7 secure internet
 * rows): each line's content-filter profile, the profile types, the announcement, saving a new
 * profile for chosen lines and the history of changes.
 */
import * as v from 'valibot';
import { list, oneOf, optional, optionalText } from '../contract/fields';

export const SECURE_INTERNET_PROFILES = ['STANDARD', 'FAMILY', 'CHILD', 'BUSINESS'] as const;
export type SecureInternetProfile = (typeof SECURE_INTERNET_PROFILES)[number];

/** At most this many lines in one save (a company's lines fit; bigger lists go in parts). */
export const MAX_SECURE_INTERNET_SAVE = 1000;

const profile = oneOf('Güvenli internet profili', SECURE_INTERNET_PROFILES);

export const SecureInternetLine = v.object({
  msisdn: v.string(),
  productType: v.picklist(['VOICE', 'DATA', 'M2M']),
  status: v.picklist(['ACTIVE', 'SUSPENDED']),
  tariffName: v.string(),
  userName: v.string(),
  profile: v.picklist(SECURE_INTERNET_PROFILES),
  /** False when the line's profile cannot be changed; `reason` then says why in Turkish. */
  changeable: v.boolean(),
  reason: v.optional(v.string()),
  /** When the profile was last changed (ISO), absent when it never was. */
  changedAt: v.optional(v.string()),
});
export type SecureInternetLine = v.InferOutput<typeof SecureInternetLine>;

export const SecureInternetList = v.object({ items: v.array(SecureInternetLine) });
export type SecureInternetList = v.InferOutput<typeof SecureInternetList>;

export const SecureInternetProfileType = v.object({
  code: v.picklist(SECURE_INTERNET_PROFILES),
  name: v.string(),
  /** What the profile filters, in a sentence for the line's user. */
  description: v.string(),
  /** Categories it blocks, empty for no filtering. */
  blocks: v.array(v.string()),
});
export type SecureInternetProfileType = v.InferOutput<typeof SecureInternetProfileType>;

export const SecureInternetProfileTypes = v.object({ items: v.array(SecureInternetProfileType) });
export type SecureInternetProfileTypes = v.InferOutput<typeof SecureInternetProfileTypes>;

export const SecureInternetAnnouncement = v.object({
  title: v.string(),
  text: v.string(),
});
export type SecureInternetAnnouncement = v.InferOutput<typeof SecureInternetAnnouncement>;

const day = (label: string) =>
  v.pipe(v.string(), v.trim(), v.isoDate(`${label} geçerli bir tarih değil.`), v.title(label));

export const SecureInternetHistoryRequest = v.object({
  /** Part of a line number; empty for every line. */
  msisdn: optionalText('Hat numarası', { max: 40 }),
  /** First and last day (yyyy-MM-dd, Turkey's dates) of the period, both included. */
  from: optional('Başlangıç tarihi', day('Başlangıç tarihi')),
  to: optional('Bitiş tarihi', day('Bitiş tarihi')),
});
export type SecureInternetHistoryRequest = v.InferInput<typeof SecureInternetHistoryRequest>;

export const SecureInternetHistoryEntry = v.object({
  id: v.number(),
  msisdn: v.string(),
  fromProfile: v.picklist(SECURE_INTERNET_PROFILES),
  toProfile: v.picklist(SECURE_INTERNET_PROFILES),
  changedBy: v.string(),
  changedAt: v.string(),
});
export type SecureInternetHistoryEntry = v.InferOutput<typeof SecureInternetHistoryEntry>;

export const SecureInternetHistory = v.object({ items: v.array(SecureInternetHistoryEntry) });
export type SecureInternetHistory = v.InferOutput<typeof SecureInternetHistory>;

const msisdnEntry = v.pipe(v.string(), v.maxLength(40), v.title('Hat numarası'));

export const SecureInternetSaveRequest = v.object({
  profile,
  msisdns: v.pipe(
    list('Hat numaraları', msisdnEntry, MAX_SECURE_INTERNET_SAVE),
    v.minLength(1, 'En az bir hat seçmelisiniz.'),
  ),
});
export type SecureInternetSaveRequest = v.InferInput<typeof SecureInternetSaveRequest>;

export const SECURE_INTERNET_RESULTS = ['CHANGED', 'UNCHANGED', 'REFUSED'] as const;
export type SecureInternetResultStatus = (typeof SECURE_INTERNET_RESULTS)[number];

export const SecureInternetSaveResult = v.object({
  msisdn: v.string(),
  status: v.picklist(SECURE_INTERNET_RESULTS),
  /** Turkish sentence for UNCHANGED and REFUSED lines. */
  reason: v.optional(v.string()),
});
export type SecureInternetSaveResult = v.InferOutput<typeof SecureInternetSaveResult>;

export const SecureInternetSaveAnswer = v.object({
  /** The save's number in the operations ledger (the line-operations request history). */
  orderId: v.string(),
  profile: v.picklist(SECURE_INTERNET_PROFILES),
  changed: v.number(),
  results: v.array(SecureInternetSaveResult),
});
export type SecureInternetSaveAnswer = v.InferOutput<typeof SecureInternetSaveAnswer>;

/** Turkish names of the profiles, for tables, summaries and exports alike. */
export const PROFILE_NAMES: Record<SecureInternetProfile, string> = {
  STANDARD: 'Standart',
  FAMILY: 'Aile',
  CHILD: 'Çocuk',
  BUSINESS: 'İş',
};
export const RESULT_LABELS: Record<SecureInternetResultStatus, string> = {
  CHANGED: 'Değiştirildi',
  UNCHANGED: 'Değişmedi',
  REFUSED: 'Reddedildi',
};
