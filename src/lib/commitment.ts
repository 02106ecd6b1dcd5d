/**
 * How a price is said with its commitment (issue 35): catalogue prices are monthly fees with the
 * 24-month commitment, KDV and ÖİV included; 12 months cost 10 % more, none 25 % more. The
 * sandbox's catalogue (server/db/products.ts) applies the rule; the screens state it in these words.
 */

/** "24 ay taahhütle", "Taahhütsüz": how a price is introduced. */
export const commitmentWording = (months: number): string =>
  months > 0 ? `${months} ay taahhütle` : 'Taahhütsüz';

/** "24 ay taahhütlü": the name of a commitment choice. */
export const commitmentLabel = (months: number): string =>
  months > 0 ? `${months} ay taahhütlü` : 'Taahhütsüz';

/** The rule in one Turkish sentence. */
export const COMMITMENT_RULE_TEXT =
  'Aylık ücretler 24 ay taahhütle geçerlidir; 12 ay taahhütte %10, taahhütsüz kullanımda %25 fazla ödenir.';

/** The note beside a list of monthly prices. */
export const PRICE_NOTE = 'Aylık ücretler 24 ay taahhütle, KDV ve ÖİV dahil gösterilir.';
