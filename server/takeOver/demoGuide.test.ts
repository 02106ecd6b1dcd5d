// @vitest-environment node
import { takeOverGuideLines } from './demoGuide';

describe('npm start’s demo guide', () => {
  const text = takeOverGuideLines().join('\n');

  it('lists the lines to take over, one way of writing numbers, and says which cannot be taken', () => {
    expect(text).toContain(
      'Mehmet Yılmaz (iletişim 0544 100 00 01; sahibi 20 saniye sonra onaylar): 0544 100 00 01, 0544 100 00 02',
    );
    expect(text).toContain('Marmara Yapı A.Ş. (iletişim 0544 300 00 01; sahibi reddeder)');
    expect(text).toContain('0544 500 00 10 (borcu var, devredilemez)');
    expect(text).not.toMatch(/\b5\d{9}\b/);
  });
});
