import { fingerprint } from './fingerprint';

describe('fingerprint', () => {
  it('is FNV-1a 64 (the published test vectors)', () => {
    expect(fingerprint('')).toBe('cbf29ce484222325');
    expect(fingerprint('a')).toBe('af63dc4c8601ec8c');
    expect(fingerprint('foobar')).toBe('85944171f73967e8');
  });

  it('tells Turkish letters apart (it hashes UTF-8 bytes, not UTF-16 units)', () => {
    expect(fingerprint('Işık')).not.toBe(fingerprint('Isik'));
    expect(fingerprint('ğ')).toHaveLength(16);
  });
});
