// @vitest-environment node
/** The per-line rules of a change, and the seeded world they meet. */
import type { AbroadLine } from '../../src/api/abroad/types';
import { roamingCounts } from '../db/roaming';
import { sandboxClient } from '../test-support';
import { hasUnpaidInvoices, refusalOf } from './rules';
import { callAbroadSeeded } from './seed';
import { callAbroadCounts } from './store';

const line = (over: Partial<AbroadLine> = {}): AbroadLine => ({
  msisdn: '5321234500',
  productType: 'VOICE',
  tariffName: 'Kurumsal Süper 10 GB',
  status: 'ACTIVE',
  userName: 'Ali Veli',
  roaming: false,
  callAbroad: false,
  ...over,
});

describe('refusalOf', () => {
  it('lets a line take a change it does not have yet', () => {
    expect(refusalOf(line(), 'ROAMING', 'OPEN')).toBeNull();
    expect(refusalOf(line({ roaming: true }), 'ROAMING', 'CLOSE')).toBeNull();
    expect(refusalOf(line(), 'CALL_ABROAD', 'OPEN')).toBeNull();
    expect(refusalOf(line({ callAbroad: true }), 'CALL_ABROAD', 'CLOSE')).toBeNull();
  });

  it('names why a line cannot change, for each service', () => {
    const suspended = line({ status: 'SUSPENDED', roaming: true, callAbroad: true });
    expect(refusalOf(suspended, 'ROAMING', 'CLOSE')).toBe(
      'Askıdaki hatta yurt dışı kullanımı değiştirilemez.',
    );
    expect(refusalOf(suspended, 'CALL_ABROAD', 'CLOSE')).toBe(
      'Askıdaki hatta yurt dışı arama değiştirilemez.',
    );
    expect(refusalOf(line({ roaming: true }), 'ROAMING', 'OPEN')).toBe(
      'Hattın yurt dışı kullanımı zaten açık.',
    );
    expect(refusalOf(line(), 'ROAMING', 'CLOSE')).toBe('Hattın yurt dışı kullanımı zaten kapalı.');
    expect(refusalOf(line({ callAbroad: true }), 'CALL_ABROAD', 'OPEN')).toBe(
      'Hattın yurt dışı arama zaten açık.',
    );
    expect(refusalOf(line(), 'CALL_ABROAD', 'CLOSE')).toBe('Hattın yurt dışı arama zaten kapalı.');
    for (const productType of ['DATA', 'M2M'] as const)
      expect(refusalOf(line({ productType }), 'CALL_ABROAD', 'OPEN')).toBe(
        'Veri ve M2M hatlarında yurt dışı arama açılamaz.',
      );
    const unpaid = line({ msisdn: '5321234513' });
    expect(refusalOf(unpaid, 'ROAMING', 'OPEN')).toBe(
      'Hattın ödenmemiş faturası olduğu için yurt dışı kullanımı açılamaz.',
    );
    expect(refusalOf(unpaid, 'CALL_ABROAD', 'OPEN')).toBe(
      'Hattın ödenmemiş faturası olduğu için yurt dışı arama açılamaz.',
    );
    // Closing is never held back by a debt: it only lowers the bill.
    expect(refusalOf({ ...unpaid, roaming: true }, 'ROAMING', 'CLOSE')).toBeNull();
  });
});

describe('the seeded lines', () => {
  const db = sandboxClient().db;
  const lines = db
    .prepare('SELECT msisdn, product_type AS productType, status, roaming, corporate_ncst AS ncst FROM lines')
    .all() as (Pick<AbroadLine, 'msisdn' | 'productType' | 'status'> & { roaming: number; ncst: string })[];
  const demoCompany = (
    db
      .prepare(
        `SELECT uc.corporate_ncst AS ncst FROM user_companies uc JOIN users u ON u.id = uc.user_id
         WHERE u.user_name = 'demo.yonetici' AND uc.default_company = 1`,
      )
      .get() as { ncst: string }
  ).ncst;

  it('owe on people’s active lines ending in 13 or 37: about 2 %, some of the demo company’s closed ones', () => {
    expect(hasUnpaidInvoices({ msisdn: '5321234513', productType: 'VOICE', status: 'ACTIVE' })).toBe(true);
    expect(hasUnpaidInvoices({ msisdn: '5321234537', productType: 'DATA', status: 'ACTIVE' })).toBe(true);
    expect(hasUnpaidInvoices({ msisdn: '5321234513', productType: 'M2M', status: 'ACTIVE' })).toBe(false);
    expect(hasUnpaidInvoices({ msisdn: '5321234513', productType: 'VOICE', status: 'SUSPENDED' })).toBe(
      false,
    );
    expect(hasUnpaidInvoices({ msisdn: '5321234531', productType: 'VOICE', status: 'ACTIVE' })).toBe(false);
    const owing = lines.filter(hasUnpaidInvoices);
    expect(owing.length / lines.length).toBeGreaterThan(0.005);
    expect(owing.length / lines.length).toBeLessThan(0.03);
    // So opening roaming for the demo company's closed lines meets the refusal.
    const demoClosed = owing.filter((l) => l.ncst === demoCompany && l.roaming === 0);
    expect(demoClosed.length).toBeGreaterThanOrEqual(5);
  });

  it('have call abroad on about a third of the people’s active voice lines, never on data or M2M', () => {
    const voice = lines.filter((l) => l.productType === 'VOICE' && l.status === 'ACTIVE');
    const on = voice.filter((l) => callAbroadSeeded(l.msisdn, l.productType, l.status));
    expect(on.length / voice.length).toBeGreaterThan(0.25);
    expect(on.length / voice.length).toBeLessThan(0.4);
    const stored = db
      .prepare(
        `SELECT l.product_type AS type, COUNT(*) AS n FROM call_abroad_lines c JOIN lines l USING (msisdn)
         WHERE c.enabled = 1 GROUP BY l.product_type`,
      )
      .all() as { type: string; n: number }[];
    expect(stored).toEqual([{ type: 'VOICE', n: on.length }]);
  });

  it('give the demo company the figures its journeys count on', () => {
    expect(roamingCounts(db, demoCompany)).toEqual({ on: 182, off: 547 });
    expect(callAbroadCounts(db, demoCompany)).toEqual({ on: 168, off: 341 });
    // A filter that picks about 50 lines with roaming on: the "close 50 lines" journey.
    const plus = db
      .prepare(
        "SELECT COUNT(*) AS n FROM lines WHERE corporate_ncst = ? AND tariff_name = 'Kurumsal Sınırsız Plus' AND roaming = 1",
      )
      .get(demoCompany) as { n: number };
    expect(plus.n).toBe(51);
  });
});
