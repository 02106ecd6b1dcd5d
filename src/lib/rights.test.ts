import { FULL_RIGHTS, withoutRequest } from '../../tests/support/rights';
import { APPROVAL_PROCEDURE_TYPES } from '../api/approvals/types';
import { mayDecide, mayDo } from './rights';

describe('rights questions (issue 37)', () => {
  it('allows nothing while the rights are not known', () => {
    expect(mayDo(undefined, 'tariff', 'read')).toBe(false);
    expect(mayDecide(undefined, 'TARIFF_CHANGE')).toBe(false);
  });

  it('decides a colleague’s request with Onay of its group, a rights change only with full authority', () => {
    const noTariff = withoutRequest('tariff');
    expect(mayDecide(noTariff, 'TARIFF_CHANGE')).toBe(false);
    expect(mayDecide(noTariff, 'BULK_PACKAGE_ORDER')).toBe(true);
    expect(mayDecide({ ...noTariff, fullAuthority: false }, 'AUTHORIZED_USER_CHANGE')).toBe(false);
    for (const type of APPROVAL_PROCEDURE_TYPES) expect(mayDecide(FULL_RIGHTS, type)).toBe(true);
  });
});
