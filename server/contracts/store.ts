/**
 * Reads and writes of the contracts table, always scoped to one company and one family: a
 * contract of another company or of the other store looks unknown, never forbidden.
 */
import type {
  ContractFamily,
  ContractLine,
  ContractParty,
  ContractSummary,
} from '../../src/api/contracts/types';
import type { Db } from '../db/schema';

/** The operator's side of every contract. */
export const OPERATOR_PARTY: ContractParty = {
  role: 'OPERATOR',
  name: 'Kurumsal Mobil İletişim Hizmetleri A.Ş.',
  identifier: 'VKN 4810092365',
};

interface ContractRow {
  contractNumber: string;
  family: ContractFamily;
  contractQueryType: string;
  filenetId: string;
  fileId: string;
  title: string;
  type: string;
  status: ContractSummary['status'];
  createdDate: string;
  validFrom: string;
  validUntil: string;
  approvalDeadline: string | null;
  decidedAt: string | null;
  decisionReason: string | null;
  lines: string;
  products: string;
  downloadRequiresOtp: number;
  companyName: string;
  corporateNcst: string;
}

const SELECT = `SELECT k.contract_number AS contractNumber, k.family, k.contract_query_type AS contractQueryType,
    k.filenet_id AS filenetId, k.file_id AS fileId, k.title, k.type, k.status,
    k.created_date AS createdDate, k.valid_from AS validFrom, k.valid_until AS validUntil,
    k.approval_deadline AS approvalDeadline, k.decided_at AS decidedAt,
    k.decision_reason AS decisionReason, k.lines, k.products,
    k.download_requires_otp AS downloadRequiresOtp, c.name AS companyName, c.corporate_ncst AS corporateNcst
  FROM contracts k JOIN companies c ON c.corporate_ncst = k.corporate_ncst`;

function toSummary(row: ContractRow): ContractSummary {
  return {
    contractNumber: row.contractNumber,
    family: row.family,
    contractQueryType: row.contractQueryType,
    filenetId: row.filenetId,
    fileId: row.fileId,
    title: row.title,
    type: row.type,
    status: row.status,
    parties: [
      OPERATOR_PARTY,
      // The number the portal calls "Müşteri no" everywhere (company choice, header): the company's own.
      { role: 'CUSTOMER', name: row.companyName, identifier: `Müşteri no ${row.corporateNcst}` },
    ],
    createdDate: row.createdDate,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    approvalDeadline: row.approvalDeadline,
    decidedAt: row.decidedAt,
    decisionReason: row.decisionReason,
    lines: JSON.parse(row.lines) as ContractLine[],
    products: JSON.parse(row.products) as string[],
    downloadRequiresOtp: row.downloadRequiresOtp === 1,
  };
}

export interface ContractScope {
  corporateNcst: string;
  family: ContractFamily;
}

export function pendingContracts(db: Db, scope: ContractScope): ContractSummary[] {
  const rows = db
    .prepare(
      `${SELECT} WHERE k.corporate_ncst = ? AND k.family = ? AND k.status = 'PENDING' ORDER BY k.position`,
    )
    .all(scope.corporateNcst, scope.family) as ContractRow[];
  return rows.map(toSummary);
}

/** Decided, expired and cancelled contracts, the latest decision first. */
export function contractHistory(db: Db, scope: ContractScope): ContractSummary[] {
  const rows = db
    .prepare(
      `${SELECT} WHERE k.corporate_ncst = ? AND k.family = ? AND k.status <> 'PENDING'
       ORDER BY k.decided_at DESC, k.position`,
    )
    .all(scope.corporateNcst, scope.family) as ContractRow[];
  return rows.map(toSummary);
}

export function findContract(
  db: Db,
  scope: ContractScope,
  contractNumber: string,
): ContractSummary | undefined {
  const row = db
    .prepare(`${SELECT} WHERE k.corporate_ncst = ? AND k.family = ? AND k.contract_number = ?`)
    .get(scope.corporateNcst, scope.family, contractNumber) as ContractRow | undefined;
  return row ? toSummary(row) : undefined;
}

/** Moves a pending contract to the history; answers false when it was no longer pending. */
export function decideContract(
  db: Db,
  input: { contractNumber: string; approved: boolean; reason: string | null; userId: number; at: string },
): boolean {
  return (
    db
      .prepare(
        `UPDATE contracts SET status = ?, decided_at = ?, decided_by = ?, decision_reason = ?
         WHERE contract_number = ? AND status = 'PENDING'`,
      )
      .run(
        input.approved ? 'APPROVED' : 'REJECTED',
        input.at,
        input.userId,
        input.reason,
        input.contractNumber,
      ).changes === 1
  );
}

export function insertErrorReport(
  db: Db,
  input: { contractNumber: string; userId: number; description: string; at: string },
): number {
  return Number(
    db
      .prepare(
        'INSERT INTO contract_error_reports (contract_number, user_id, description, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(input.contractNumber, input.userId, input.description, input.at).lastInsertRowid,
  );
}
