/**
 * The manager's portfolio and each company's authorized persons. Portfolios hold tens of
 * companies, not thousands, so filtering happens in code with Turkish-aware matching (SQLite's
 * LIKE folds only ASCII: "izmir" would not find "İzmir") and the page is cut after it.
 */
import type {
  AuthorizedPerson,
  Official,
  PortfolioCompany,
  PortfolioFilter,
  PortfolioType,
} from '../../src/api/customerManager/types';
import type { EasyLoginCorporate } from '../../src/api/types';
import { compareTr, trLower } from '../../src/lib/format';
import { requireCompanyProfile } from '../db/companyProfile';
import { easyLoginList } from '../db/directory';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';
import { maskMsisdn } from '../otp';
import { CM_CODES, CM_MESSAGES, roleLabel } from './messages';

/** How many officials a portfolio row names; the full list opens with the company. */
const OFFICIALS_SHOWN = 3;

interface PortfolioRow {
  corporateNcst: string;
  customerNcst: string;
  customerNumber: string;
  corporateName: string;
  segment: string;
  city: string;
  portfolioType: PortfolioType;
  lineCount: number;
}

/** The manager's companies; number, name, segment and city are the company profile's. */
function portfolioRows(db: Db, managerId: number): PortfolioRow[] {
  const rows = db
    .prepare(
      `SELECT c.corporate_ncst AS corporateNcst, c.customer_ncst AS customerNcst, p.portfolio_type AS portfolioType,
         (SELECT COUNT(*) FROM lines l WHERE l.corporate_ncst = c.corporate_ncst) AS lineCount
       FROM customer_manager_portfolios p JOIN companies c ON c.corporate_ncst = p.corporate_ncst
       WHERE p.manager_id = ?`,
    )
    .all(managerId) as Pick<PortfolioRow, 'corporateNcst' | 'customerNcst' | 'portfolioType' | 'lineCount'>[];
  return rows.map((row) => {
    const profile = requireCompanyProfile(db, row.corporateNcst);
    return {
      ...row,
      customerNumber: profile.customerNumber,
      corporateName: profile.title,
      segment: profile.segment,
      city: profile.city,
    };
  });
}

/**
 * The company's authorized persons with what their grants in this company let them do
 * (authorized_user_permissions, the table the access policy asks): the number of operation groups
 * they may request and approve. Full authority needs no grant and reaches every group.
 */
export function authorizedPersons(db: Db, corporateNcst: string): AuthorizedPerson[] {
  const rows = db
    .prepare(
      `SELECT u.id AS userId, u.full_name AS fullName, u.authorized_person_type AS authorizedPersonType,
         u.full_authority AS fullAuthority, u.msisdn,
         (SELECT COUNT(*) FROM authorized_user_permissions p
          WHERE p.user_id = u.id AND p.corporate_ncst = uc.corporate_ncst AND p.can_request = 1) AS requestGroups,
         (SELECT COUNT(*) FROM authorized_user_permissions p
          WHERE p.user_id = u.id AND p.corporate_ncst = uc.corporate_ncst AND p.can_approve = 1) AS approveGroups
       FROM user_companies uc JOIN users u ON u.id = uc.user_id WHERE uc.corporate_ncst = ?`,
    )
    .all(corporateNcst) as {
    userId: number;
    fullName: string;
    authorizedPersonType: string;
    fullAuthority: number;
    msisdn: string;
    requestGroups: number;
    approveGroups: number;
  }[];
  return rows
    .map((row) => ({
      userId: row.userId,
      fullName: row.fullName,
      authorizedPersonType: row.authorizedPersonType,
      roleLabel: roleLabel(row.authorizedPersonType),
      fullAuthority: row.fullAuthority === 1,
      requestGroups: row.requestGroups,
      approveGroups: row.approveGroups,
      maskedMsisdn: maskMsisdn(row.msisdn),
    }))
    .sort((a, b) => compareTr(a.fullName, b.fullName));
}

/** The card's first few names and the count of the whole list, from the same rows. */
function officials(db: Db, corporateNcst: string): { officialList: Official[]; officialCount: number } {
  const persons = authorizedPersons(db, corporateNcst);
  return {
    officialList: persons
      .slice(0, OFFICIALS_SHOWN)
      .map(({ fullName, roleLabel: label }) => ({ fullName, roleLabel: label })),
    officialCount: persons.length,
  };
}

function matches(row: PortfolioRow, filter: PortfolioFilter): boolean {
  if (filter.segment && row.segment !== filter.segment) return false;
  if (filter.city && trLower(row.city) !== trLower(filter.city)) return false;
  const text = trLower(filter.text?.trim());
  if (!text) return true;
  return trLower(row.corporateName).includes(text) || row.customerNumber.includes(text);
}

const distinctSorted = (values: string[]) => [...new Set(values)].sort(compareTr);

export function portfolioPage(
  db: Db,
  managerId: number,
  request: { portfolioType: PortfolioType; filter?: PortfolioFilter; offset: number; limit: number },
) {
  const all = portfolioRows(db, managerId);
  const filter = request.filter ?? {};
  const found = all
    .filter((row) => row.portfolioType === request.portfolioType && matches(row, filter))
    .sort((a, b) => compareTr(a.corporateName, b.corporateName));
  const items: PortfolioCompany[] = found
    .slice(request.offset, request.offset + request.limit)
    .map((row) => ({ ...row, ...officials(db, row.corporateNcst) }));
  return {
    items,
    total: found.length,
    counts: {
      PRIMARY: all.filter((row) => row.portfolioType === 'PRIMARY').length,
      SECONDARY: all.filter((row) => row.portfolioType === 'SECONDARY').length,
    },
    segments: distinctSorted(all.map((row) => row.segment)),
    cities: distinctSorted(all.map((row) => row.city)),
  };
}

/** The company's name, or the 403 when it is not in the manager's portfolio. */
export function requirePortfolioCompany(db: Db, managerId: number, corporateNcst: string): string {
  const row = db
    .prepare(
      `SELECT c.name FROM customer_manager_portfolios p JOIN companies c ON c.corporate_ncst = p.corporate_ncst
       WHERE p.manager_id = ? AND p.corporate_ncst = ?`,
    )
    .get(managerId, corporateNcst) as { name: string } | undefined;
  if (!row) throw new ApiError(403, CM_CODES.notInPortfolio, CM_MESSAGES.notInPortfolio);
  return row.name;
}
