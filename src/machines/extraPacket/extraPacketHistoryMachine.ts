import type { ExtraPacketHistory, ExtraPacketHistoryRequest } from '../../api/extraPacket/types';
import { createRequestMachine } from '../shared/requestMachine';
import { loadExtraPacketHistory } from './extraPacketCalls';

/** The history of permission changes, newest first; a new filter is a refresh with input. */
export const extraPacketHistoryMachine = createRequestMachine<ExtraPacketHistory, ExtraPacketHistoryRequest>(
  'extraPacketHistory',
  loadExtraPacketHistory,
);
