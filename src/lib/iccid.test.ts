import { formatIccid, iccidProblem, luhnValid, normalizeIccid, withCheckDigit } from './iccid';

describe('ICCID', () => {
  it('completes and checks the Luhn digit', () => {
    expect(withCheckDigit('8990013000000000001')).toBe('89900130000000000016');
    expect(luhnValid('89900130000000000016')).toBe(true);
    expect(luhnValid('89900130000000000017')).toBe(false);
  });

  it('takes 19 or 20 digits starting 8990 written in groups, and says what is wrong otherwise', () => {
    expect(normalizeIccid('8990 0130 0000 0000 0016')).toBe('89900130000000000016');
    expect(iccidProblem(withCheckDigit('899001300000000001'))).toBeNull();
    expect(iccidProblem('')).toBe('SIM kart numarasını (ICCID) yazın.');
    expect(iccidProblem('8990013')).toBe('SIM kart numarası (ICCID) 19 ya da 20 haneli olmalıdır.');
    expect(iccidProblem(withCheckDigit('8991013000000000001'))).toBe(
      'SIM kart numarası (ICCID) 8990 ile başlamalıdır.',
    );
    expect(iccidProblem('89900130000000000017')).toMatch(/kontrol hanesi/);
    expect(formatIccid('89900130000000000016')).toBe('8990 0130 0000 0000 0016');
  });
});
