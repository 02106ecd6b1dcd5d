import * as v from 'valibot';
import { text } from '../api/contract/fields';
import { asMobile, fieldRule } from './formRules';

describe('form rules from the contract', () => {
  it('refuses what the field schema refuses, in its Turkish sentence', () => {
    const rule = fieldRule(text('Yetkili adı soyadı', { max: 100 }));
    expect(rule('A'.repeat(262))).toBe('Yetkili adı soyadı en fazla 100 karakter olabilir.');
    expect(rule('')).toBe('Yetkili adı soyadı zorunludur.');
    expect(rule('Can Öztürk')).toBe(true);
    expect(fieldRule(v.string())(3)).toMatch(/olmalıdır\.$/);
  });

  it.each([
    ['0532 111 22 33', '5321112233'],
    ['+90 532 111 22 33', '5321112233'],
    ['(0532) 111-22-33', '5321112233'],
    ['5321112233', '5321112233'],
    [' 0532abc ', '0532abc'],
  ])('reads the mobile number %s as %s', (written, stored) => {
    expect(asMobile(written)).toBe(stored);
  });
});
