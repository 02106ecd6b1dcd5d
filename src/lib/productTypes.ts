/**
 * One Turkish word per product type (issue 35): every table, filter, dialog, export and PDF says
 * a line's type with these words, on the portal and in the sandbox alike. "Veri" rather than
 * "Data": the portal speaks Turkish, and "Data" read as an English leftover beside "Ses".
 */
export const PRODUCT_TYPES = ['VOICE', 'DATA', 'M2M'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_TYPE_WORDS: Readonly<Record<ProductType, string>> = {
  VOICE: 'Ses',
  DATA: 'Veri',
  M2M: 'M2M',
};

/** The word of a type code as an answer carries it; an unknown code is shown as it came. */
export const productTypeWord = (type: string): string =>
  (PRODUCT_TYPE_WORDS as Record<string, string>)[type] ?? type;

/** "Ses hattı", "Veri hattı", "M2M hattı". */
export const lineWord = (type: string): string => `${productTypeWord(type)} hattı`;

/** Filter and select choices, in the types' order. */
export const PRODUCT_TYPE_OPTIONS: readonly { value: ProductType; label: string }[] = PRODUCT_TYPES.map(
  (value) => ({ value, label: PRODUCT_TYPE_WORDS[value] }),
);

/** The word inside a sentence ("2 ses hattı, 1 veri hattı"); an abbreviation keeps its capitals. */
export function productTypeWordInSentence(type: string): string {
  const word = productTypeWord(type);
  return word === word.toUpperCase() ? word : word.toLocaleLowerCase('tr-TR');
}
