import { MAX_SIM_PAIRS } from '../../api/simMatching/types';
import { appendPairs, parsePasted, rowProblems } from './pairRows';

describe('pair rows', () => {
  it('reads pasted pairs split by ; , tab or |, skips a header and blank lines, lists the rest', () => {
    const { pairs, problems } = parsePasted(
      'ICCID;Numara\r\n\r\n8990 0130 0000 0000 0016 ; 0532 111 22 33\n1|5321112233\n1,2\n1\t2\nyalnız\n1;2;3\n;5321112233',
    );
    expect(pairs).toEqual([
      { iccid: '8990 0130 0000 0000 0016', msisdn: '0532 111 22 33' },
      { iccid: '1', msisdn: '5321112233' },
      { iccid: '1', msisdn: '2' },
      { iccid: '1', msisdn: '2' },
    ]);
    expect(problems.map((p) => p.line)).toEqual([7, 8, 9]);
  });

  it('replaces the blank spare row and stops at the list limit', () => {
    const blank = { id: 1, iccid: '', msisdn: '' };
    const many = Array.from({ length: MAX_SIM_PAIRS + 5 }, (_, i) => ({ iccid: String(i), msisdn: '5' }));
    const out = appendPairs([blank], many, 2);
    expect(out.rows).toHaveLength(MAX_SIM_PAIRS);
    expect(out.rows[0]).toEqual({ id: 2, iccid: '0', msisdn: '5' });
    expect(out.dropped).toBe(5);
  });

  it('says what is wrong as written, field by field, and nothing for an empty field', () => {
    expect(rowProblems({ iccid: '', msisdn: '' })).toEqual({});
    expect(rowProblems({ iccid: '8990', msisdn: '0532 12' })).toEqual({
      iccid: 'SIM kart numarası (ICCID) 19 ya da 20 haneli olmalıdır.',
      msisdn: 'Geçerli bir GSM numarası değil (ör. 0532 123 45 67).',
    });
  });
});
