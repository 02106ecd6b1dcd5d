import { auditObjectLabel, auditObjectLink } from './types';

describe('an audit object in business words', () => {
  it('names an operation’s number by its ledger family, as the screen it opens names it', () => {
    expect(auditObjectLabel({ kind: 'ORDER', id: 'SP-20261127-000123' })).toBe('Sipariş SP-20261127-000123');
    expect(auditObjectLabel({ kind: 'ORDER', id: 'HT-20261127-000124' })).toBe(
      'Hat işlemi HT-20261127-000124',
    );
    expect(auditObjectLabel({ kind: 'ORDER', id: 'TLP-20261127-000125' })).toBe('Talep TLP-20261127-000125');
    expect(auditObjectLabel({ kind: 'ORDER', id: 'YT-20261127-000126' })).toBe(
      'Yetki değişikliği YT-20261127-000126',
    );
    expect(auditObjectLabel({ kind: 'ORDER', id: 'BL-20261127-000127' })).toBe(
      'Belge onayı BL-20261127-000127',
    );
    // A number outside the ledger keeps the kind's word.
    expect(auditObjectLabel({ kind: 'ORDER', id: 'NL-7' })).toBe('Sipariş NL-7');
    expect(auditObjectLabel({ kind: 'CONTRACT', id: 'SZ-1' })).toBe('Sözleşme SZ-1');
  });

  it('names a person by their name and opens their rights', () => {
    const person = { kind: 'PERSON', id: '7', name: 'Zeynep Kaya' } as const;
    expect(auditObjectLabel(person)).toBe('Zeynep Kaya');
    expect(auditObjectLink(person)).toBe('/update-authorized-user-info?kisi=7');
    expect(auditObjectLabel({ kind: 'PERSON', id: '7' })).toBe('Kişi 7');
  });
});
