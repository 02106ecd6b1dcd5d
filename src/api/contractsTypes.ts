/**
 * Contracts (spec §3 "Contract", §4 download, §7 contract rows and their istecep equivalents):
 * the payloads shared by the client and the sandbox. Dates are ISO `YYYY-MM-DD`, times ISO.
 */

/** The standard contract store and the second one named istecep (spec §2 feature areas). */
export type ContractFamily = 'STANDARD' | 'ISTECEP';

export type ContractStatus = 'PENDING' | 'APPROVED' | 'REJECTED' | 'EXPIRED' | 'CANCELLED';

/** The OTP purposes the contract rows check (server/otp.ts consumeValidated). */
export const CONTRACT_APPROVAL_PURPOSE = 'CONTRACT_APPROVAL';
export const CONTRACT_DOWNLOAD_PURPOSE = 'CONTRACT_DOWNLOAD';

/** Body codes of the contract rows beyond the shared ones of src/api/types.ts. */
export const CONTRACT_CODES = {
  notFound: 'CONTRACT_NOT_FOUND',
  documentMismatch: 'CONTRACT_DOCUMENT_MISMATCH',
  notPending: 'CONTRACT_NOT_PENDING',
} as const;

export interface ContractParty {
  role: 'OPERATOR' | 'CUSTOMER';
  name: string;
  /** Tax number of the operator, customer number of the company. */
  identifier: string;
}

/** A line (or device) the contract covers. */
export interface ContractLine {
  msisdn: string;
  productType: 'VOICE' | 'DATA' | 'M2M';
  tariffName: string;
}

export interface ContractSummary {
  contractNumber: string;
  family: ContractFamily;
  /** How the back end files the contract; sent back unchanged, never shown. */
  contractQueryType: string;
  /** FileNet id of the signed document; the download sends it as `fileNetId`. */
  filenetId: string;
  /** Document id; the download sends it as `docId`. */
  fileId: string;
  title: string;
  type: string;
  status: ContractStatus;
  parties: ContractParty[];
  createdDate: string;
  validFrom: string;
  validUntil: string;
  /** Pending contracts: the last day a decision is accepted. */
  approvalDeadline: string | null;
  /** History: when and why the contract left the pending list. */
  decidedAt: string | null;
  decisionReason: string | null;
  lines: ContractLine[];
  products: string[];
  /** Downloading this document needs an SMS code first. */
  downloadRequiresOtp: boolean;
}

export interface ContractList {
  contracts: ContractSummary[];
  totalCount: number;
}

export interface ContractSection {
  heading: string;
  paragraphs: string[];
}

/** The text of a contract for the on-screen view (contractContent). */
export interface ContractContent {
  contractNumber: string;
  title: string;
  sections: ContractSection[];
}

export interface ContractNumberRequest {
  contractNumber: string;
}

export type ContractDecision = 'APPROVE' | 'REJECT';

export interface ContractDecisionRequest {
  contractNumber: string;
  decision: ContractDecision;
  /** Required for REJECT. */
  reason?: string;
  /** The validated CONTRACT_APPROVAL transaction for this contract. */
  transactionId: string;
}

/** Spec §3: contractNumber travels as barcode, filenetId as fileNetId, fileId as docId. */
export interface ContractDownloadRequest {
  barcode: string;
  fileNetId: string;
  docId: string;
  /** The validated CONTRACT_DOWNLOAD transaction, once the first reply asked for it. */
  transactionId?: string;
}

/** The JSON reply of a download that needs an SMS code first (spec §3, §4). */
export interface ContractDownloadOtpReply {
  otpRequired: true;
}

export interface ContractErrorReportRequest {
  contractNumber: string;
  description: string;
}

export interface ContractErrorReportReply {
  reportId: string;
  createdAt: string;
}

export interface ContractFamilyRows {
  pending: string;
  history: string;
  content: string;
  decide: string;
  download: string;
  report: string;
}

/** The catalogue rows of each contract store (src/api/endpoints/contracts.ts). */
export const CONTRACT_ROWS: Readonly<Record<ContractFamily, ContractFamilyRows>> = {
  STANDARD: {
    pending: 'approvalContracts',
    history: 'contractHistory',
    content: 'contractContent',
    decide: 'contractApproveOrReject',
    download: 'contractDownload',
    report: 'contractErrorReport',
  },
  ISTECEP: {
    pending: 'istecepApprovalContracts',
    history: 'istecepContractHistory',
    content: 'istecepContractContent',
    decide: 'istecepContractApproveOrReject',
    download: 'istecepContractDownload',
    report: 'istecepContractErrorReport',
  },
};
