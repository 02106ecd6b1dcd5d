import { invoiceTotals, KDV_RATE_PERCENT, OIV_RATE_PERCENT } from './taxes';

describe('invoice taxes', () => {
  it('are ÖİV 10 % of the subtotal and KDV 20 % of the subtotal plus ÖİV, rounded half up to the kuruş, and the total adds up', () => {
    expect([KDV_RATE_PERCENT, OIV_RATE_PERCENT]).toEqual([20, 10]);
    expect(invoiceTotals(100_000)).toEqual({
      subtotalKurus: 100_000,
      oivKurus: 10_000,
      kdvKurus: 22_000,
      totalKurus: 132_000,
    });
    // 12.345 kuruş: ÖİV 1.234,5 → 1.235; KDV of 13.580 = 2.716.
    expect(invoiceTotals(12_345)).toEqual({
      subtotalKurus: 12_345,
      oivKurus: 1_235,
      kdvKurus: 2_716,
      totalKurus: 16_296,
    });
    for (const subtotal of [0, 1, 7, 99, 12_999, 1_234_567]) {
      const t = invoiceTotals(subtotal);
      expect(t.subtotalKurus + t.kdvKurus + t.oivKurus).toBe(t.totalKurus);
      expect(Number.isInteger(t.kdvKurus) && Number.isInteger(t.oivKurus)).toBe(true);
    }
  });
});
