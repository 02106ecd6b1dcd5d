import { decodeText } from './decode';

/** "Ad;Şehir\r\nAğaç İşçi;Iğdır\r\n" as Turkish Excel saves "CSV (virgülle ayrılmış)": Windows-1254. */
const WINDOWS_1254 = new Uint8Array([
  0x41,
  0x64,
  0x3b,
  0xde,
  0x65,
  0x68,
  0x69,
  0x72,
  0x0d,
  0x0a, // Ad;Şehir
  0x41,
  0xf0,
  0x61,
  0xe7,
  0x20,
  0xdd,
  0xfe,
  0xe7,
  0x69,
  0x3b, // Ağaç İşçi;
  0x49,
  0xf0,
  0x64,
  0xfd,
  0x72,
  0x3b,
  0xd0,
  0xfd,
  0x0d,
  0x0a, // Iğdır;Ğı
]);

describe('decodeText', () => {
  it('reads a Windows-1254 CSV with ğ, ş, ı, İ, Ğ, Ş', () => {
    expect(decodeText(WINDOWS_1254)).toBe('Ad;Şehir\r\nAğaç İşçi;Iğdır;Ğı\r\n');
  });

  it('reads UTF-8 with and without the BOM', () => {
    const utf8 = new TextEncoder().encode('Ad;Şehir\r\nİğne;Iğdır');
    expect(decodeText(utf8)).toBe('Ad;Şehir\r\nİğne;Iğdır');
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]);
    expect(decodeText(withBom.buffer)).toBe('Ad;Şehir\r\nİğne;Iğdır');
  });
});
