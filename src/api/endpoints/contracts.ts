import { feature } from '../contract/define';

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
export const contractsRows = rows({
  approvalContracts: post('/ccsirest/contract/approval-list.json', {}, contract),
  contractApproveOrReject: post('/ccsirest/contract/approve-reject.json', {}, decision),
  contractContent: post('/ccsirest/contract/content.json', {}, contract),
  contractHistory: post('/ccsirest/contract/history.json', {}, contract),
  contractDownload: post('/ccsirest/contract/download.json', {}, download),
  contractErrorReport: post('/ccsirest/contract/error-report.json', {}, report),
  istecepApprovalContracts: post('/ccsirest/istecep-contract/approval-list.json', {}, contract),
  istecepContractApproveOrReject: post('/ccsirest/istecep-contract/approve-reject.json', {}, decision),
  istecepContractContent: post('/ccsirest/istecep-contract/content.json', {}, contract),
  istecepContractHistory: post('/ccsirest/istecep-contract/history.json', {}, contract),
  istecepContractDownload: post('/ccsirest/istecep-contract/download.json', {}, download),
  istecepContractErrorReport: post('/ccsirest/istecep-contract/error-report.json', {}, report),
});

type Rows = typeof contractsRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
