// @vitest-environment node
import { EXTRA_PACKET_MESSAGES as M } from './messages';
import { refusalOf } from './rules';

const line = (
  productType: 'VOICE' | 'DATA' | 'M2M',
  status: 'ACTIVE' | 'SUSPENDED' = 'ACTIVE',
  roaming = true,
) => ({
  productType,
  status,
  roaming,
});

describe('extra packet rules', () => {
  it('refuses every change on a suspended line', () => {
    expect(refusalOf(line('VOICE', 'SUSPENDED'), 'DATA', 'ALLOW')).toBe(M.suspended);
    expect(refusalOf(line('VOICE', 'SUSPENDED'), 'DATA', 'DENY')).toBe(M.suspended);
  });

  it('refuses allowing packets a line cannot use, and never refuses taking one away', () => {
    expect(refusalOf(line('M2M'), 'ROAMING', 'ALLOW')).toBe(M.m2mOnlyData);
    expect(refusalOf(line('M2M'), 'SMS', 'ALLOW')).toBe(M.m2mOnlyData);
    expect(refusalOf(line('M2M'), 'DATA', 'ALLOW')).toBeUndefined();
    expect(refusalOf(line('DATA'), 'VOICE', 'ALLOW')).toBe(M.dataNoVoice);
    expect(refusalOf(line('VOICE', 'ACTIVE', false), 'ROAMING', 'ALLOW')).toBe(M.roamingClosed);
    expect(refusalOf(line('VOICE'), 'ROAMING', 'ALLOW')).toBeUndefined();
    expect(refusalOf(line('M2M'), 'ROAMING', 'DENY')).toBeUndefined();
  });
});
