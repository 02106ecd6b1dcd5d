/**
 * The Turkish names of the company segments the login answer and the portfolio carry as codes
 * ("KOBI", "KURUMSAL"): people read "KOBİ" and "Kurumsal", never the code.
 */
export const SEGMENT_WORDS: Readonly<Record<string, string>> = {
  KURUMSAL: 'Kurumsal',
  KOBI: 'KOBİ',
};

export const segmentWord = (code: string): string => SEGMENT_WORDS[code] ?? code;
