import type { ActiveUser } from '../src/lib/storage';

/** A complete active user of spec §3: with both company numbers, so a stored session is logged in. */
export const TEST_USER: ActiveUser = {
  userName: 'Ayşe Yılmaz',
  corporateName: 'Örnek A.Ş.',
  corporateNcst: '1001',
  customerNcst: '2002',
  companySegment: 'KURUMSAL',
  authorizedPersonType: 'ADMIN',
  customerId: '7',
  defaultHolding: false,
};
