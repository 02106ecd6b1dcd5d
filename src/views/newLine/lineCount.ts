/** The product step's check of a typed line count ("2.5", "-3", "9999" each say why). */

/** Why a typed line count cannot be ordered, in Turkish; undefined when it can ("" is none). */
export function lineCountProblem(value: string, max: number): string | undefined {
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  if (/^-\d/.test(text)) return 'Hat adedi 0 veya daha büyük olmalıdır.';
  if (!/^\d+$/.test(text)) return 'Hat adedi tam sayı olmalıdır (örneğin 3).';
  if (Number(text) > max) return `En fazla ${max} hat sipariş edebilirsiniz.`;
  return undefined;
}
