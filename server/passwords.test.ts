// @vitest-environment node
import { hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  const salt = Buffer.alloc(16, 3);

  it('keeps the default cost in the old form, so hashes stored before still verify', async () => {
    const stored = hashPassword('Gizli.2026!', salt, 16384);
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await verifyPassword('Gizli.2026!', stored)).toBe(true);
    expect(await verifyPassword('Gizli.2027!', stored)).toBe(false);
  });

  it('names another cost in the hash and verifies at that cost', async () => {
    const stored = hashPassword('Gizli.2026!', salt, 1024);
    expect(stored.startsWith('scrypt:1024$')).toBe(true);
    expect(await verifyPassword('Gizli.2026!', stored)).toBe(true);
    // The same password at another cost is another hash: the cost is part of what is checked.
    expect(await verifyPassword('Gizli.2026!', stored.replace('scrypt:1024', 'scrypt:2048'))).toBe(false);
  });

  it('refuses a stored hash whose cost scrypt cannot take, instead of throwing', async () => {
    const stored = hashPassword('Gizli.2026!', salt, 1024);
    for (const scheme of ['scrypt:1000', 'scrypt:0', 'scrypt:x', `scrypt:${2 ** 24}`, 'bcrypt']) {
      expect(await verifyPassword('Gizli.2026!', stored.replace('scrypt:1024', scheme)), scheme).toBe(false);
    }
  });

  it('checks a password without holding the event loop', async () => {
    const stored = hashPassword('Gizli.2026!', salt, 16384);
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(Date.now()), 1);
    const checks = await Promise.all(Array.from({ length: 4 }, () => verifyPassword('Yanlış', stored)));
    clearInterval(timer);
    expect(checks).toEqual([false, false, false, false]);
    // Four checks at the default cost take tens of ms; timers kept firing meanwhile.
    expect(ticks.length).toBeGreaterThan(2);
  });
});
