import { PRODUCT_TYPE_OPTIONS as PRODUCT_TYPE_CHOICES, productTypeWord } from '../../../lib/productTypes';
import type { FileErrorCode, Option, PickerProblem } from '../../../machines/shared/linePicker/types';

/** The picker's Turkish words for the machine's codes. */

export const PRODUCT_TYPE_OPTIONS: Option[] = [...PRODUCT_TYPE_CHOICES];

export const STATUS_OPTIONS: Option[] = [
  { value: 'ACTIVE', label: 'Aktif' },
  { value: 'SUSPENDED', label: 'Askıda' },
];

export const productTypeLabel = productTypeWord;
export const statusLabel = (value: string) => STATUS_OPTIONS.find((o) => o.value === value)?.label ?? value;

export function problemReason(problem: PickerProblem): string {
  switch (problem.kind) {
    case 'format':
      return 'Numara biçimi geçersiz';
    case 'duplicate':
      return 'Listede iki kez var';
    case 'unknown':
      return 'Şirketinize ait bir hat bulunamadı';
    case 'notAllowed':
      return problem.reason ?? 'Bu hat için işlem yapılamaz';
  }
}

export const FILE_ERRORS: Record<FileErrorCode, string> = {
  unsupportedFile: 'Bu dosya okunamıyor. Numaraları içeren bir .xlsx, .csv veya .txt dosyası seçin.',
  readFailed: 'Dosya okunamadı. Dosyanın bozuk olmadığını kontrol edip tekrar deneyin.',
};
