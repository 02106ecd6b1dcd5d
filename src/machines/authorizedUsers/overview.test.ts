import { PERMISSION_GROUPS } from '../../api/authorizedUsers/types';
import { filterOverview, overviewRows } from './overview';

const person = (userId: number, fullName: string, fullAuthority: boolean, permissions = [] as never[]) => ({
  userId,
  fullName,
  authorizedPersonType: fullAuthority ? 'TAM_YETKILI' : 'YETKILI',
  fullAuthority,
  self: false,
  companies: [],
  permissions,
  refusal: null,
  lastFullAuthority: null,
});

const rows = overviewRows([
  person(1, 'Can Öztürk', true),
  person(2, 'Elif Şahin', false, [
    { group: 'tariff', read: true, request: true, approve: false },
    { group: 'invoices', read: true, request: false, approve: false },
  ] as never[]),
  person(3, 'Işıl İnce', false),
]);

describe('permission overview', () => {
  it('shows the highest level per group; full authority is approval everywhere', () => {
    expect(Object.values(rows[0]!.levels)).toEqual(PERMISSION_GROUPS.map(() => 'approve'));
    expect(rows[1]!.levels.tariff).toBe('request');
    expect(rows[1]!.levels.invoices).toBe('read');
    expect(rows[1]!.levels.simCard).toBeNull();
  });

  it('filters by person (Turkish case), group and level', () => {
    const names = (filter: Parameters<typeof filterOverview>[1]) =>
      filterOverview(rows, filter).map((r) => r.fullName);
    expect(names({ name: 'ışıl', group: '', level: '' })).toEqual(['Işıl İnce']);
    expect(names({ name: '', group: 'tariff', level: 'request' })).toEqual(['Elif Şahin']);
    expect(names({ name: '', group: 'tariff', level: 'none' })).toEqual(['Işıl İnce']);
    expect(names({ name: '', group: '', level: 'read' })).toEqual(['Elif Şahin']);
  });
});
