import { feature } from './define';

const { post } = feature('contracts');

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
export const contractsEndpoints = [
  post('approvalContracts', '/ccsirest/contract/approval-list.json', contract),
  post('contractApproveOrReject', '/ccsirest/contract/approve-reject.json', decision),
  post('contractContent', '/ccsirest/contract/content.json', contract),
  post('contractHistory', '/ccsirest/contract/history.json', contract),
  post('contractDownload', '/ccsirest/contract/download.json', download),
  post('contractErrorReport', '/ccsirest/contract/error-report.json', report),
  post('istecepApprovalContracts', '/ccsirest/istecep-contract/approval-list.json', contract),
  post('istecepContractApproveOrReject', '/ccsirest/istecep-contract/approve-reject.json', decision),
  post('istecepContractContent', '/ccsirest/istecep-contract/content.json', contract),
  post('istecepContractHistory', '/ccsirest/istecep-contract/history.json', contract),
  post('istecepContractDownload', '/ccsirest/istecep-contract/download.json', download),
  post('istecepContractErrorReport', '/ccsirest/istecep-contract/error-report.json', report),
] as const;
