import { callEndpoint } from '../../actors/http';
import { CONTRACT_ROWS, type ContractFamily, type ContractList } from '../../api/contracts/types';
import { createRequestMachine } from '../shared/requestMachine';
import type { ContractListKind } from './contractRows';

export interface ContractListInput {
  family: ContractFamily;
  kind: ContractListKind;
}

/** One list of the contracts page (a family's pending or history list): a request/result pair. */
export const contractListMachine = createRequestMachine<ContractList, ContractListInput>(
  'contractList',
  (input, signal) => callEndpoint(CONTRACT_ROWS[input.family][input.kind], {}, signal),
);
