import { auditObjectLink } from './auditTrail/types';
import { numberingOf } from './ledger';

describe('ledger numbers', () => {
  it('name their family by the prefix, and nothing else is one', () => {
    expect(numberingOf('SP-20261127-000123')).toBe('ORDER');
    expect(numberingOf('HT-20261127-000124')).toBe('LINE_OPERATION');
    expect(numberingOf('TLP-20261127-000125')).toBe('DEMAND');
    expect(numberingOf('WF-2026-100425')).toBeUndefined();
    expect(numberingOf('SP-2026-000123')).toBeUndefined();
  });

  it('open where their family is shown from the audit trail', () => {
    expect(auditObjectLink({ kind: 'ORDER', id: 'SP-20261127-000123' })).toBe(
      '/my-orders/SP-20261127-000123',
    );
    // A line operation opens its own lines dialog over the history (src/lib/objectLinks.ts).
    expect(auditObjectLink({ kind: 'ORDER', id: 'HT-20261127-000124' })).toBe(
      '/line-operations-request-history?islem=HT-20261127-000124',
    );
    expect(auditObjectLink({ kind: 'CONTRACT', id: 'SZL-1001' })).toBe('/contracts?sozlesme=SZL-1001');
    expect(auditObjectLink({ kind: 'ORDER', id: 'TLP-20261127-000125' })).toBe(
      '/request-submitting/history/TLP-20261127-000125',
    );
  });
});
