import type { ContractFamily } from '../../api/contracts/types';

export type ContractListKind = 'pending' | 'history';

export const CONTRACT_FAMILIES: readonly ContractFamily[] = ['STANDARD', 'ISTECEP'];
export const CONTRACT_LIST_KINDS: readonly ContractListKind[] = ['pending', 'history'];
