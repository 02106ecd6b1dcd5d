/** The taking company's tax profile and whether it may take lines over now. */

export interface CompanyProfile {
  taxOffice: string;
  taxNumber: string;
  address: string;
  /** Why the company may not take lines over now; absent when it may. */
  refusal?: string;
}

export const COMPANY_PROFILES: Record<string, CompanyProfile> = {
  '1000245871': {
    taxOffice: 'Kozyatağı',
    taxNumber: '0680012345',
    address: 'Atatürk Mah. Ertuğrul Gazi Sok. No: 12, Ataşehir / İstanbul',
  },
  '1000245872': {
    taxOffice: 'Ankara Kurumlar',
    taxNumber: '0680012346',
    address: 'Mustafa Kemal Mah. 2120. Cad. No: 8, Çankaya / Ankara',
    refusal:
      'Şirketinizin vadesi geçmiş fatura borcu bulunduğu için hat devralma işlemi yapılamaz. Borcunuzu ödedikten sonra tekrar deneyiniz.',
  },
  '1000245873': {
    taxOffice: 'Bornova',
    taxNumber: '0680012347',
    address: 'Kazımdirik Mah. 372. Sok. No: 4, Bornova / İzmir',
  },
};

/** A company the sandbox does not list still gets a profile, so a new seed company works. */
export const profileOf = (corporateNcst: string): CompanyProfile =>
  COMPANY_PROFILES[corporateNcst] ?? {
    taxOffice: 'Büyük Mükellefler',
    taxNumber: `06${corporateNcst.slice(-8)}`,
    address: 'Merkez Mah. Cumhuriyet Cad. No: 1, İstanbul',
  };

/** Whether the company may take lines over now, with the Turkish reason when not. */
export function companyStanding(corporateNcst: string): { valid: boolean; message?: string } {
  const refusal = profileOf(corporateNcst).refusal;
  return refusal ? { valid: false, message: refusal } : { valid: true };
}
