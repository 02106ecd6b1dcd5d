/** What the analysis's sheets are called and say (Turkish, as the person reads them). */
export const SPLIT_WORDS = {
  PRODUCT_TYPE: 'Ürün tipi',
  ACCOUNT: 'Fatura hesabı',
  COST_CENTER: 'Masraf merkezi',
} as const;
