import { PART_REFUSAL } from './refusals';

/**
 * Why a call failed, by spec §8's rows, for a place too small for the row's whole sentence (a
 * dashboard box). The HTTP actor sorts a failure into a kind (`failureKind`), the request machine
 * keeps it, and the view words it here.
 */
export type FailureKind =
  | 'invalid'
  | 'forbidden'
  | 'notFound'
  | 'serverError'
  | 'unavailable'
  | 'timeout'
  | 'network'
  | 'sessionExpired'
  | 'other';

/**
 * §8's sentences in a box's few words: what happened, without "Lütfen tekrar deneyiniz" (the box
 * has its own retry), and a 403 as the
 * refusal of a part of a page (src/lib/refusals.ts) instead of the paragraph about the online contract.
 */
export const SHORT_FAILURE_MESSAGES: Record<FailureKind, string> = {
  invalid: 'İstek geçersiz.',
  forbidden: PART_REFUSAL,
  notFound: 'Bulunamadı.',
  serverError: 'İşleminizi şu an gerçekleştiremiyoruz.',
  unavailable: 'Sunucu geçici olarak hizmet dışıdır.',
  timeout: 'İşleminiz zaman aşımına uğradı.',
  network: 'Sunucuya ulaşılamadı.',
  sessionExpired: 'Oturumunuzun süresi doldu.',
  other: 'Servis başarısız oldu.',
};

/**
 * Whether asking again may help: a passing failure (a server error, an outage, a time-out, a
 * lost connection, an unknown one; a 404, which a back end being deployed answers for a moment)
 * may; a request refused as it is (a format error, a right the person lacks, an ended session)
 * answers the same again, so no "Tekrar dene" is offered.
 */
export function isTransientFailure(kind: FailureKind | undefined): boolean {
  return kind !== 'invalid' && kind !== 'forbidden' && kind !== 'sessionExpired';
}
