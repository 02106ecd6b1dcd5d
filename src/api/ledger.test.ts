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
    expect(auditObjectLink({ kind: 'ORDER', id: 'HT-20261127-000124' })).toBe(
      '/line-operations-request-history',
    );
    expect(auditObjectLink({ kind: 'ORDER', id: 'TLP-20261127-000125' })).toBe(
      '/request-submitting/history/TLP-20261127-000125',
    );
  });
});
