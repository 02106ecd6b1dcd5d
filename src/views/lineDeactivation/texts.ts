import type { FileProblem } from '../../machines/lineDeactivation/documentRules';

/** How the page words a file refused before upload (the machine carries the code). */
export const FILE_PROBLEMS: Record<FileProblem, string> = {
  wrongType: 'Dosya PDF, JPG ya da PNG olmalıdır.',
  tooLarge: 'Dosya en fazla 700 KB olabilir.',
  empty: 'Dosya boş. Başka bir dosya seçin.',
};

export const STEPS = [
  { tag: 'step:lines', label: 'Hatlar' },
  { tag: 'step:details', label: 'Neden ve belgeler' },
  { tag: 'step:summary', label: 'Özet ve onay' },
  { tag: 'step:done', label: 'Sonuç' },
] as const;
