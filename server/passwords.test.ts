// @vitest-environment node
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  const salt = Buffer.alloc(16, 3);

  it('keeps the default cost in the old form, so hashes stored before still verify', () => {
    const stored = hashPassword('Gizli.2026!', salt, 16384);
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(verifyPassword('Gizli.2026!', stored)).toBe(true);
    expect(verifyPassword('Gizli.2027!', stored)).toBe(false);
  });

  it('names another cost in the hash and verifies at that cost', () => {
    const stored = hashPassword('Gizli.2026!', salt, 1024);
    expect(stored.startsWith('scrypt:1024$')).toBe(true);
    expect(verifyPassword('Gizli.2026!', stored)).toBe(true);
    // The same password at another cost is another hash: the cost is part of what is checked.
    expect(verifyPassword('Gizli.2026!', stored.replace('scrypt:1024', 'scrypt:2048'))).toBe(false);
  });

  it('refuses a stored hash whose cost scrypt cannot take, instead of throwing', () => {
    const stored = hashPassword('Gizli.2026!', salt, 1024);
    for (const scheme of ['scrypt:1000', 'scrypt:0', 'scrypt:x', `scrypt:${2 ** 24}`, 'bcrypt']) {
      expect(verifyPassword('Gizli.2026!', stored.replace('scrypt:1024', scheme)), scheme).toBe(false);
    }
  });
});
