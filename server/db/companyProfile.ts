/**
 * The company profile (issue 35): the facts every screen shows about a company, in one place.
 * Title and segment are the `companies` row's; the customer number is the company's number
 * (`corporate_ncst`, the one corporate selection, contracts and the manager's portfolio show);
 * tax office and number and the three addresses live in `company_profiles`. Invoices, the invoice
 * PDF, take-over, new line, SIM card delivery and the manager's portfolio read them here.
 */
import { segmentWord } from '../../src/lib/segments';
import type { Db } from './connection';

export interface CompanyProfile {
  corporateNcst: string;
  /** The company's trade name (unvan). */
  title: string;
  /** The number people quote to the operator ("Müşteri no"). */
  customerNumber: string;
  taxOffice: string;
  /** VKN, ten digits. */
  taxNumber: string;
  /** Where invoices are sent (the main billing account's address). */
  billingAddress: string;
  /** Where SIM cards and devices go unless another address is given. */
  deliveryAddress: string;
  /** The address in the trade registry. */
  registeredAddress: string;
  /** The registered address's city. */
  city: string;
  segment: string;
  /** "Kurumsal", "KOBİ". */
  segmentName: string;
}

export const COMPANY_PROFILE_TABLE = `CREATE TABLE IF NOT EXISTS company_profiles (
     corporate_ncst TEXT PRIMARY KEY REFERENCES companies(corporate_ncst),
     tax_office TEXT NOT NULL,
     tax_number TEXT NOT NULL,
     billing_address TEXT NOT NULL,
     delivery_address TEXT NOT NULL,
     registered_address TEXT NOT NULL)`;

export type ProfileFacts = Pick<
  CompanyProfile,
  'taxOffice' | 'taxNumber' | 'billingAddress' | 'deliveryAddress' | 'registeredAddress'
>;

/** "…, 35100 Bornova / İzmir" → "İzmir". */
export const cityOf = (address: string): string => address.split('/').pop()?.trim() ?? '';

interface Row {
  corporateNcst: string;
  title: string;
  segment: string;
  taxOffice: string | null;
  taxNumber: string | null;
  billingAddress: string | null;
  deliveryAddress: string | null;
  registeredAddress: string | null;
}

const SELECT = `SELECT c.corporate_ncst AS corporateNcst, c.name AS title, c.segment,
    p.tax_office AS taxOffice, p.tax_number AS taxNumber, p.billing_address AS billingAddress,
    p.delivery_address AS deliveryAddress, p.registered_address AS registeredAddress
  FROM companies c LEFT JOIN company_profiles p ON p.corporate_ncst = c.corporate_ncst`;

const toProfile = (row: Row): CompanyProfile => {
  const registeredAddress = row.registeredAddress ?? '';
  return {
    corporateNcst: row.corporateNcst,
    title: row.title,
    customerNumber: row.corporateNcst,
    taxOffice: row.taxOffice ?? '',
    taxNumber: row.taxNumber ?? '',
    billingAddress: row.billingAddress ?? registeredAddress,
    deliveryAddress: row.deliveryAddress ?? registeredAddress,
    registeredAddress,
    city: cityOf(registeredAddress),
    segment: row.segment,
    segmentName: segmentWord(row.segment),
  };
};

/** The company's profile; a company without a profile row reads with empty tax facts. */
export function companyProfile(db: Db, corporateNcst: string): CompanyProfile | undefined {
  const row = db.prepare(`${SELECT} WHERE c.corporate_ncst = ?`).get(corporateNcst) as Row | undefined;
  return row ? toProfile(row) : undefined;
}

/** A profile that must exist (the session's own company). */
export function requireCompanyProfile(db: Db, corporateNcst: string): CompanyProfile {
  const profile = companyProfile(db, corporateNcst);
  if (!profile) throw new Error(`No company ${corporateNcst}`);
  return profile;
}

/** Every company's profile, in the seeded order. */
export function companyProfiles(db: Db): CompanyProfile[] {
  return (db.prepare(`${SELECT} ORDER BY c.position`).all() as Row[]).map(toProfile);
}

export function insertCompanyProfile(db: Db, corporateNcst: string, facts: ProfileFacts): void {
  db.prepare(
    `INSERT OR REPLACE INTO company_profiles (corporate_ncst, tax_office, tax_number, billing_address,
       delivery_address, registered_address) VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    corporateNcst,
    facts.taxOffice,
    facts.taxNumber,
    facts.billingAddress,
    facts.deliveryAddress,
    facts.registeredAddress,
  );
}
