import type { ReadFailure } from '../../../lib/sheets/importTypes';

/** A read failure code in Turkish, for the person who chose the file. */
export function failureText(failure: ReadFailure | undefined): string {
  if (!failure) return '';
  switch (failure.code) {
    case 'empty':
      return 'Dosyada veri satırı yok. Başlık satırının altına en az bir satır ekleyin.';
    case 'missingColumns':
      return `Dosyada şu sütunlar eksik: ${failure.columns.join(', ')}. Şablonu indirip kullanabilirsiniz.`;
    default:
      return 'Dosya okunamadı. Lütfen .xlsx ya da .csv biçiminde bir dosya seçin.';
  }
}

export const WRONG_TYPE = 'Yalnızca .xlsx ya da .csv dosyası seçebilirsiniz.';
export const SUBMIT_FAILED = 'Satırlar gönderilemedi. Lütfen tekrar deneyin.';

export const isSheetFile = (name: string) => /\.(xlsx|csv)$/i.test(name);
