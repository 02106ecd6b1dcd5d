import { feature } from '../contract/define';
import {
  ContractContent,
  ContractDecisionRequest,
  ContractDownloadAnswer,
  ContractDownloadRequest,
  ContractErrorReportReply,
  ContractErrorReportRequest,
  ContractList,
  ContractNumberRequest,
  ContractSummary,
} from './types';

const { post, rows } = feature('contracts');

/** Contract results only count as success on HTTP 200 (spec §5). */
const contract = { successRule: 'http200' } as const;
/** The person must read why an approval failed before retrying it. */
const decision = { ...contract, errorMode: 'modal' } as const;
/** A JSON reply instead of a file signals an error or an OTP requirement (spec §4). */
const download = { ...contract, errorMode: 'blob' } as const;
/** The error report is a side channel; its own failure has nobody to tell. */
const report = { ...contract, errorMode: 'ignore' } as const;

/**
 * Pending-approval contracts and contract history, twice: the istecep family is a second
 * contract store with the same calls (spec §2 feature areas) on its own paths.
 */
const list = { response: ContractList } as const;
const content = { body: ContractNumberRequest, response: ContractContent } as const;
const decide = { body: ContractDecisionRequest, response: ContractSummary } as const;
const file = { body: ContractDownloadRequest, response: ContractDownloadAnswer } as const;
const errorReport = { body: ContractErrorReportRequest, response: ContractErrorReportReply } as const;

export const contractsRows = rows({
  approvalContracts: post('/ccsirest/contract/approval-list.json', list, { ...contract, access: 'read' }),
  contractApproveOrReject: post('/ccsirest/contract/approve-reject.json', decide, {
    ...decision,
    access: 'write',
  }),
  contractContent: post('/ccsirest/contract/content.json', content, { ...contract, access: 'read' }),
  contractHistory: post('/ccsirest/contract/history.json', list, { ...contract, access: 'read' }),
  contractDownload: post('/ccsirest/contract/download.json', file, { ...download, access: 'read' }),
  contractErrorReport: post('/ccsirest/contract/error-report.json', errorReport, {
    ...report,
    access: 'write',
  }),
  istecepApprovalContracts: post('/ccsirest/istecep-contract/approval-list.json', list, {
    ...contract,
    access: 'read',
  }),
  istecepContractApproveOrReject: post('/ccsirest/istecep-contract/approve-reject.json', decide, {
    ...decision,
    access: 'write',
  }),
  istecepContractContent: post('/ccsirest/istecep-contract/content.json', content, {
    ...contract,
    access: 'read',
  }),
  istecepContractHistory: post('/ccsirest/istecep-contract/history.json', list, {
    ...contract,
    access: 'read',
  }),
  istecepContractDownload: post('/ccsirest/istecep-contract/download.json', file, {
    ...download,
    access: 'read',
  }),
  istecepContractErrorReport: post('/ccsirest/istecep-contract/error-report.json', errorReport, {
    ...report,
    access: 'write',
  }),
});

type Rows = typeof contractsRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
