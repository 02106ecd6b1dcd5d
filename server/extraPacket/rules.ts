/**
 * Whether a line's permission for a type may change, the same in the list and in a change: a
 * suspended line changes nothing; allowing is refused where the packet cannot be used at all
 * (voice, SMS or abroad on an M2M line, voice on a data line, abroad with roaming closed).
 * Taking a permission away is always possible on an active line.
 */
import type { ExtraPacketAction, ExtraPacketType } from '../../src/api/extraPacket/types';
import { EXTRA_PACKET_MESSAGES as M } from './messages';

export interface RuleLine {
  productType: 'VOICE' | 'DATA' | 'M2M';
  status: 'ACTIVE' | 'SUSPENDED';
  roaming: boolean;
}

/** Why the change cannot be made, or undefined when it can. */
export function refusalOf(
  line: RuleLine,
  type: ExtraPacketType,
  action: ExtraPacketAction,
): string | undefined {
  if (line.status !== 'ACTIVE') return M.suspended;
  if (action === 'DENY') return undefined;
  if (line.productType === 'M2M' && type !== 'DATA') return M.m2mOnlyData;
  if (line.productType === 'DATA' && type === 'VOICE') return M.dataNoVoice;
  if (type === 'ROAMING' && !line.roaming) return M.roamingClosed;
  return undefined;
}
