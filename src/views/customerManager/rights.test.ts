import { officialsLine, rightsSummary } from './rights';

describe('a person’s rights in words', () => {
  it('says what the grants allow, and "only view" only without any', () => {
    expect(rightsSummary({ fullAuthority: true, requestGroups: 0, approveGroups: 0 })).toBe(
      'Tüm işlemleri yapabilir ve onaylayabilir',
    );
    expect(rightsSummary({ fullAuthority: false, requestGroups: 3, approveGroups: 0 })).toBe(
      '3 işlem grubunda talep oluşturabilir',
    );
    expect(rightsSummary({ fullAuthority: false, requestGroups: 4, approveGroups: 1 })).toBe(
      '4 işlem grubunda talep oluşturabilir, 1 işlem grubunda onay verebilir',
    );
    expect(rightsSummary({ fullAuthority: false, requestGroups: 0, approveGroups: 0 })).toBe(
      'Yalnızca görüntüleyebilir',
    );
  });

  it('names the first officials and counts the rest', () => {
    expect(officialsLine(['A', 'B', 'C'], 6)).toBe('A, B, C ve 3 kişi daha');
    expect(officialsLine(['A', 'B'], 2)).toBe('A, B');
    expect(officialsLine([], 0)).toBe('Kayıtlı yetkili yok');
  });
});
