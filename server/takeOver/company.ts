/**
 * Whether the taking company may take lines over now. Its tax profile and addresses are the
 * core's company profile (server/db/companyProfile.ts); only the standing is take-over's own.
 */

/** Why a company may not take lines over now; a company not listed may. */
const REFUSALS: Record<string, string> = {
  '1000245872':
    'Şirketinizin vadesi geçmiş fatura borcu bulunduğu için hat devralma işlemi yapılamaz. Borcunuzu ödedikten sonra tekrar deneyiniz.',
};

/** Whether the company may take lines over now, with the Turkish reason when not. */
export function companyStanding(corporateNcst: string): { valid: boolean; message?: string } {
  const refusal = REFUSALS[corporateNcst];
  return refusal ? { valid: false, message: refusal } : { valid: true };
}
