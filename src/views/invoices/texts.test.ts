import { chartSummary } from './MonthlyTotals';
import { callDetailPath, duration, tl, volume } from './texts';

describe('invoice figures in Turkish', () => {
  it('writes kuruş as TL with two decimals and dot thousands', () => {
    expect(tl(24_171_312)).toBe('241.713,12\u00a0TL');
    expect(tl(5)).toBe('0,05\u00a0TL');
    expect(tl(100_000)).toBe('1.000,00\u00a0TL');
    expect(tl(0)).toBe('0,00\u00a0TL');
  });

  it('writes durations and data volumes as a person reads them', () => {
    expect(duration(45)).toBe('45 sn');
    expect(duration(725)).toBe('12 dk 05 sn');
    expect(duration(62_304)).toBe('17 sa 18 dk');
    expect(volume(820)).toBe('820 KB');
    expect(volume(1_536)).toBe('1,5 MB');
    expect(volume(2_422_210)).toBe('2,31 GB');
  });

  it('sums the months up for the chart’s accessible description', () => {
    expect(
      chartSummary([
        { period: '2026-10', totalKurus: 300_000, unpaidKurus: 0, invoiceCount: 3 },
        { period: '2026-09', totalKurus: 100_000, unpaidKurus: 0, invoiceCount: 3 },
      ]),
    ).toBe(
      'Son 2 ayın fatura toplamları. En yüksek Ekim 2026: 3.000,00\u00a0TL; en düşük Eylül 2026: 1.000,00\u00a0TL; aylık ortalama 2.000,00\u00a0TL.',
    );
    expect(chartSummary([])).toBe('Gösterilecek fatura yok.');
  });

  it('links a line’s call detail with its number and period', () => {
    expect(callDetailPath('5321234567', '2026-10')).toBe(
      '/invoice-detail-confirm?msisdn=5321234567&period=2026-10',
    );
  });
});
