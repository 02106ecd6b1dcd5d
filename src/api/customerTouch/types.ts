/**
 * Customer-touch history (spec §3 invoice state customerTouchTrackHistoryList, §7 customer touch
 * track history): the company's contacts with the operator (calls, visits, requests), newest
 * first, filtered by month, channel and text, a page at a time.
 */
import * as v from 'valibot';
import { fileAnswer, flag, num, oneOf, optional, optionalText, pageOffset, text } from '../contract/fields';

export const TOUCH_CHANNELS = ['CALL', 'VISIT', 'REQUEST', 'EMAIL'] as const;
export type TouchChannel = (typeof TOUCH_CHANNELS)[number];
export const TOUCH_RESULTS = ['RESOLVED', 'IN_PROGRESS', 'FORWARDED'] as const;
export type TouchResult = (typeof TOUCH_RESULTS)[number];
export const MAX_TOUCH_PAGE = 200;

export const TouchHistoryRequest = v.object({
  period: optional(
    'Dönem',
    text('Dönem', {
      max: 7,
      pattern: /^\d{4}-(0[1-9]|1[0-2])$/,
      patternMessage: 'Dönem YYYY-AA biçiminde olmalıdır.',
    }),
  ),
  channel: optional('Kanal', oneOf('Kanal', TOUCH_CHANNELS)),
  text: optionalText('Arama metni', { max: 100 }),
  offset: pageOffset(),
  limit: num('Sayfa boyutu', { min: 1, max: MAX_TOUCH_PAGE, integer: true }),
  /** The whole filtered list as a file, or mailed (spec §4 export rule): the row reads blobs. */
  export: optional(
    'Dışa aktarım',
    v.object({
      format: oneOf('Dosya biçimi', ['csv', 'xlsx']),
      sendMail: v.optional(flag('E-posta ile gönder')),
    }),
  ),
});
export type TouchHistoryRequest = v.InferInput<typeof TouchHistoryRequest>;

export const Touch = v.object({
  id: v.string(),
  /** ISO date-time of the contact. */
  at: v.string(),
  channel: v.picklist(TOUCH_CHANNELS),
  subject: v.string(),
  result: v.picklist(TOUCH_RESULTS),
  representative: v.string(),
});
export type Touch = v.InferOutput<typeof Touch>;

export const TouchHistoryPage = v.object({
  items: v.array(Touch),
  totalCount: v.number(),
  /** The months that have contacts, newest first ('YYYY-MM'), for the period filter. */
  periods: v.array(v.string()),
});
export type TouchHistoryPage = v.InferOutput<typeof TouchHistoryPage>;

export const TouchHistoryMailed = v.object({ mailed: v.literal(true), email: v.string() });
export const TouchHistoryAnswer = v.union([TouchHistoryPage, fileAnswer, TouchHistoryMailed]);
export type TouchHistoryAnswer = v.InferOutput<typeof TouchHistoryAnswer>;
