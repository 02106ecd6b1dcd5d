/**
 * What every page's list of the company's lines shares (usage abroad, line deactivation): the
 * line's own fields, the common filter, and the page a list row answers, in resolve mode with the
 * numbers that are no line of the company and the entries that are no number at all.
 */
import * as v from 'valibot';
import { oneOf, optionalText } from './contract/fields';
import { LINE_PRODUCT_TYPES, LINE_STATUSES } from './lineUser/types';

/** One number as a person wrote it, before the server reads it. */
export const msisdnEntry = v.pipe(v.string(), v.maxLength(40), v.title('Hat numarası'));

export const companyLineEntries = {
  /** 10-digit national form. */
  msisdn: v.string(),
  productType: v.picklist(LINE_PRODUCT_TYPES),
  tariffName: v.string(),
  status: v.picklist(LINE_STATUSES),
  userName: v.string(),
  roaming: v.boolean(),
};

export const lineFilterEntries = {
  /** Part of a number written any way ("532 12", "0532…", "90532…") or of the user's name. */
  text: optionalText('Arama metni', { max: 100 }),
  productType: v.optional(oneOf('Ürün tipi', LINE_PRODUCT_TYPES)),
  tariffName: optionalText('Tarife', { max: 100 }),
  status: v.optional(oneOf('Hat durumu', LINE_STATUSES)),
  userName: optionalText('Kullanıcı adı', { max: 100 }),
};

/** A page of lines, or in resolve mode the lines of the numbers asked and what was not one. */
export const linePage = <T extends v.GenericSchema>(item: T) =>
  v.object({
    total: v.number(),
    items: v.array(item),
    /** Resolve mode: numbers that are no line of the company. */
    unknown: v.array(v.string()),
    /** Resolve mode: entries that are no mobile number at all, with the reason. */
    notAllowed: v.array(v.object({ msisdn: v.string(), reason: v.string() })),
  });
