/**
 * Contracts (spec §3 "Contract", §4 download, §7 contract rows and their istecep equivalents):
 * the schemas of the payloads shared by the client and the sandbox. Dates are ISO `YYYY-MM-DD`,
 * times ISO.
 */
import * as v from 'valibot';
import { fileAnswer, oneOf, optional, optionalText, text } from '../contract/fields';

/** The standard contract store and the second one named istecep (spec §2 feature areas). */
export const CONTRACT_FAMILY_VALUES = ['STANDARD', 'ISTECEP'] as const;
export type ContractFamily = (typeof CONTRACT_FAMILY_VALUES)[number];

export const CONTRACT_STATUS_VALUES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED', 'CANCELLED'] as const;
export type ContractStatus = (typeof CONTRACT_STATUS_VALUES)[number];

/** The OTP purposes the contract rows check (server/otp.ts consumeValidated). */
export const CONTRACT_APPROVAL_PURPOSE = 'CONTRACT_APPROVAL';
export const CONTRACT_DOWNLOAD_PURPOSE = 'CONTRACT_DOWNLOAD';

/** Body codes of the contract rows beyond the shared ones of src/api/types.ts. */
export const CONTRACT_CODES = {
  notFound: 'CONTRACT_NOT_FOUND',
  documentMismatch: 'CONTRACT_DOCUMENT_MISMATCH',
  notPending: 'CONTRACT_NOT_PENDING',
} as const;

export const ContractParty = v.object({
  role: v.picklist(['OPERATOR', 'CUSTOMER']),
  name: v.string(),
  /** Tax number of the operator, customer number of the company. */
  identifier: v.string(),
});
export type ContractParty = v.InferOutput<typeof ContractParty>;

/** A line (or device) the contract covers. */
export const ContractLine = v.object({
  msisdn: v.string(),
  productType: v.picklist(['VOICE', 'DATA', 'M2M']),
  tariffName: v.string(),
});
export type ContractLine = v.InferOutput<typeof ContractLine>;

export const ContractSummary = v.object({
  contractNumber: v.string(),
  family: v.picklist(CONTRACT_FAMILY_VALUES),
  /** How the back end files the contract; sent back unchanged, never shown. */
  contractQueryType: v.string(),
  /** FileNet id of the signed document; the download sends it as `fileNetId`. */
  filenetId: v.string(),
  /** Document id; the download sends it as `docId`. */
  fileId: v.string(),
  title: v.string(),
  type: v.string(),
  status: v.picklist(CONTRACT_STATUS_VALUES),
  parties: v.array(ContractParty),
  createdDate: v.string(),
  validFrom: v.string(),
  validUntil: v.string(),
  /** Pending contracts: the last day a decision is accepted. */
  approvalDeadline: v.nullable(v.string()),
  /** History: when and why the contract left the pending list. */
  decidedAt: v.nullable(v.string()),
  decisionReason: v.nullable(v.string()),
  lines: v.array(ContractLine),
  products: v.array(v.string()),
  /** Downloading this document needs an SMS code first. */
  downloadRequiresOtp: v.boolean(),
});
export type ContractSummary = v.InferOutput<typeof ContractSummary>;

export const ContractList = v.object({ contracts: v.array(ContractSummary), totalCount: v.number() });
export type ContractList = v.InferOutput<typeof ContractList>;

export const ContractSection = v.object({ heading: v.string(), paragraphs: v.array(v.string()) });
export type ContractSection = v.InferOutput<typeof ContractSection>;

/** The text of a contract for the on-screen view (contractContent). */
export const ContractContent = v.object({
  contractNumber: v.string(),
  title: v.string(),
  sections: v.array(ContractSection),
});
export type ContractContent = v.InferOutput<typeof ContractContent>;

const contractNumber = (label: string) =>
  text(label, {
    max: 20,
    pattern: /^\d{6,20}$/,
    patternMessage: `${label} 6 ile 20 arası rakamdan oluşmalıdır.`,
  });
const transactionId = text('Doğrulama işlem numarası', { max: 64 });

export const ContractNumberRequest = v.object({ contractNumber: contractNumber('Sözleşme numarası') });
export type ContractNumberRequest = v.InferInput<typeof ContractNumberRequest>;

export const CONTRACT_DECISION_VALUES = ['APPROVE', 'REJECT'] as const;
export type ContractDecision = (typeof CONTRACT_DECISION_VALUES)[number];

export const ContractDecisionRequest = v.object({
  contractNumber: contractNumber('Sözleşme numarası'),
  decision: oneOf('Karar', CONTRACT_DECISION_VALUES),
  /** Required for REJECT (the handler says so: the rule spans two fields). */
  reason: optionalText('Ret gerekçesi', { max: 500 }),
  /** The validated CONTRACT_APPROVAL transaction for this contract. */
  transactionId,
});
export type ContractDecisionRequest = v.InferInput<typeof ContractDecisionRequest>;

/** Spec §3: contractNumber travels as barcode, filenetId as fileNetId, fileId as docId. */
export const ContractDownloadRequest = v.object({
  barcode: contractNumber('Sözleşme numarası'),
  fileNetId: text('Sözleşme arşiv numarası', { max: 100 }),
  docId: text('Sözleşme belge numarası', { max: 50 }),
  /** The validated CONTRACT_DOWNLOAD transaction, once the first reply asked for it. */
  transactionId: optional('Doğrulama işlem numarası', transactionId),
});
export type ContractDownloadRequest = v.InferInput<typeof ContractDownloadRequest>;

/** The JSON reply of a download that needs an SMS code first (spec §3, §4). */
export const ContractDownloadOtpReply = v.object({ otpRequired: v.literal(true) });
export type ContractDownloadOtpReply = v.InferOutput<typeof ContractDownloadOtpReply>;

/** A download answers the file, or (code "0") that an SMS code is needed first. */
export const ContractDownloadAnswer = v.union([fileAnswer, ContractDownloadOtpReply]);
export type ContractDownloadAnswer = v.InferOutput<typeof ContractDownloadAnswer>;

export const ContractErrorReportRequest = v.object({
  contractNumber: contractNumber('Sözleşme numarası'),
  description: text('Hata açıklaması', { max: 1000 }),
});
export type ContractErrorReportRequest = v.InferInput<typeof ContractErrorReportRequest>;

export const ContractErrorReportReply = v.object({ reportId: v.string(), createdAt: v.string() });
export type ContractErrorReportReply = v.InferOutput<typeof ContractErrorReportReply>;

/**
 * The catalogue rows of each contract store (src/api/contracts/rows.ts), as literal row
 * names so `callEndpoint(CONTRACT_ROWS[family].decide, …)` is typed from the rows.
 */
export const CONTRACT_ROWS = {
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
} as const satisfies Record<ContractFamily, Record<string, string>>;

export type ContractFamilyRows = (typeof CONTRACT_ROWS)[ContractFamily];
