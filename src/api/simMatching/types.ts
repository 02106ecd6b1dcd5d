/**
 * Schemas and types of SIM matching (spec §7 "SIM card matching calls", §3 the event payload's
 * `totalcountMatches`, `successfulMatches`, `unSuccessfulMatches`): which SIM card (ICCID) is to
 * serve which of the company's lines.
 *
 * Three calls: is-in-pool answers one ICCID's place in the company's SIM pool; validate answers,
 * for a list of (ICCID, line) pairs, each pair's result with its Turkish reason, in the order
 * asked; match checks the same list again, applies the pairs that are still valid and answers the
 * report. Nothing is kept between validate and match: the list confirmed is the list sent.
 *
 * A match moves lines to other SIM cards: a SIM swap, the classic way to take a line over, so it
 * is confirmed by an SMS code like a SIM card order (issue 37): purpose SIM_MATCHING, and a
 * reference that is the list itself (its card and line numbers), so a code confirms exactly the
 * pairs the person confirmed.
 */
import * as v from 'valibot';
import { fingerprint } from '../../lib/fingerprint';
import { compactIccid } from '../../lib/iccid';
import { normalizeMsisdn } from '../../lib/msisdn';
import { list, text } from '../contract/fields';

/** The OTP purpose (server/otp.ts OTP_PURPOSES) that confirms a SIM matching. */
export const SIM_MATCHING_OTP_PURPOSE = 'SIM_MATCHING';

/** One validation or match takes at most this many pairs (a box of SIM cards is 500). */
export const MAX_SIM_PAIRS = 1000;

export const SIM_POOL_STATUSES = ['FREE', 'BLOCKED', 'USED'] as const;
export type SimPoolStatus = (typeof SIM_POOL_STATUSES)[number];

/** simMatchingIsInPool: `?iccid=` written any way (groups of four, spaces). */
export const SimPoolQuery = v.object({ iccid: text('SIM kart numarası', { max: 40 }) });
export type SimPoolQuery = v.InferInput<typeof SimPoolQuery>;

export const SimPoolAnswer = v.object({
  /** As asked, without grouping characters. */
  iccid: v.string(),
  inPool: v.boolean(),
  /** Only for a SIM of the pool. */
  status: v.optional(v.picklist(SIM_POOL_STATUSES)),
  /** One Turkish sentence on what the answer means for matching ("Eşleştirmeye hazır." …). */
  message: v.string(),
});
export type SimPoolAnswer = v.InferOutput<typeof SimPoolAnswer>;

export const SimPair = v.object({
  iccid: v.pipe(v.string(), v.maxLength(40), v.title('SIM kart numarası')),
  msisdn: v.pipe(v.string(), v.maxLength(40), v.title('Hat numarası')),
});
export type SimPair = v.InferInput<typeof SimPair>;

export const SimPairsRequest = v.object({
  pairs: v.pipe(
    list('Eşleştirme listesi', SimPair, MAX_SIM_PAIRS),
    v.minLength(1, 'En az bir SIM kart ve hat çifti girmelisiniz.'),
  ),
});
export type SimPairsRequest = v.InferInput<typeof SimPairsRequest>;

/** simMatchingMatch: the checked list and the SMS code validated for it. */
export const SimMatchRequest = v.object({
  ...SimPairsRequest.entries,
  /** The validated SMS code's transaction, sent for this list's reference. */
  transactionId: text('Doğrulama işlem numarası', { max: 64 }),
});
export type SimMatchRequest = v.InferInput<typeof SimMatchRequest>;

/**
 * The OTP reference of a match: its size and a fingerprint of its pairs, numbers written the one
 * way (grouping gone, the line national), computed alike by the portal and the sandbox.
 */
export function simMatchingReference(pairs: readonly SimPair[]): string {
  const text = pairs
    .map((p) => `${compactIccid(p.iccid.trim())}/${normalizeMsisdn(p.msisdn) ?? p.msisdn.trim()}`)
    .join(';');
  return `SIMM-${pairs.length}-${fingerprint(text)}`;
}

/** Why a pair cannot be matched; the Turkish sentence travels with it (`reason`). */
export const SIM_PAIR_PROBLEMS = [
  'ICCID_MALFORMED',
  'MSISDN_MALFORMED',
  'NOT_IN_POOL',
  'BLOCKED',
  'USED',
  'UNKNOWN_LINE',
  'LINE_SUSPENDED',
  'DUPLICATE_ICCID',
  'DUPLICATE_LINE',
] as const;
export type SimPairProblem = (typeof SIM_PAIR_PROBLEMS)[number];

export const SimPairResult = v.object({
  /** The pair as sent (trimmed): the page finds its row by position. */
  iccid: v.string(),
  msisdn: v.string(),
  valid: v.boolean(),
  problem: v.optional(v.picklist(SIM_PAIR_PROBLEMS)),
  reason: v.optional(v.string()),
});
export type SimPairResult = v.InferOutput<typeof SimPairResult>;

export const SimValidation = v.object({
  /** One per pair, in the order sent. */
  results: v.array(SimPairResult),
  validCount: v.number(),
});
export type SimValidation = v.InferOutput<typeof SimValidation>;

export const SimMatchResult = v.object({
  iccid: v.string(),
  msisdn: v.string(),
  matched: v.boolean(),
  /** The SIM the line had before; it is closed and stays in the pool as blocked. */
  previousIccid: v.optional(v.string()),
  reason: v.optional(v.string()),
});
export type SimMatchResult = v.InferOutput<typeof SimMatchResult>;

/** simMatchingMatch: the report. The three counts carry the §3 event payload's names. */
export const SimMatchReport = v.object({
  /** The matching's number in the operations ledger (the line-operations request history). */
  orderId: v.string(),
  reportId: v.string(),
  /** ISO instant. */
  matchedAt: v.string(),
  totalcountMatches: v.number(),
  successfulMatches: v.number(),
  unSuccessfulMatches: v.number(),
  /** One per pair, in the order sent. */
  results: v.array(SimMatchResult),
});
export type SimMatchReport = v.InferOutput<typeof SimMatchReport>;
