import { failureText, rejectionText } from './uploadTexts';

describe('upload sentences', () => {
  it('words each rejection code in Turkish with the file’s name', () => {
    expect(rejectionText({ code: 'wrongType', fileName: 'virus.exe' })).toBe(
      '“virus.exe” eklenemedi: yalnızca PDF, JPG veya PNG dosyası yükleyebilirsiniz.',
    );
    expect(
      rejectionText({ code: 'tooLarge', fileName: 'buyuk.pdf', size: 800 * 1024, max: 700 * 1024 }),
    ).toBe('“buyuk.pdf” eklenemedi: dosya boyutu 800 KB, en fazla 700 KB olabilir.');
    expect(rejectionText({ code: 'empty', fileName: 'bos.pdf' })).toBe('“bos.pdf” eklenemedi: dosya boş.');
    expect(rejectionText({ code: 'tooMany', max: 10 })).toBe('En fazla 10 dosya seçebilirsiniz.');
  });

  it('prefers the server’s message and words the flow’s own reason', () => {
    const base = { fileName: 'a.pdf', formId: 'SIGNATURE_CIRCULAR' as const, stored: false };
    expect(failureText({ ...base, message: 'Dosya okunamadı.' })).toBe('Dosya okunamadı.');
    expect(failureText({ ...base, reason: 'notStored' })).toBe(
      'Belge kaydı oluşturulamadı; dosya gönderilmedi.',
    );
  });
});
