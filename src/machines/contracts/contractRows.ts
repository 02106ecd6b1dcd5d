import type { ContractFamily } from '../../api/contractsTypes';

export type ContractListKind = 'pending' | 'history';

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

export const CONTRACT_FAMILIES: readonly ContractFamily[] = ['STANDARD', 'ISTECEP'];
export const CONTRACT_LIST_KINDS: readonly ContractListKind[] = ['pending', 'history'];
