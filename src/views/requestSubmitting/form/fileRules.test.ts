import { allowedTypesText, checkFile } from '../../../api/requestSubmitting/rules';
import type { DocumentSlot } from '../../../api/requestSubmitting/types';

const slot: DocumentSlot = {
  documentType: 'ID',
  title: 'Kimlik fotokopisi',
  required: true,
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  maxBytes: 500 * 1024,
};

describe('a document slot’s served file rules', () => {
  it('allowed file types, named as a person reads them', () => {
    expect(allowedTypesText(slot.mimeTypes)).toBe('PDF, JPG ya da PNG');
    expect(checkFile(slot, { type: 'image/gif', size: 10 })).toBe(
      'Kimlik fotokopisi için yalnızca PDF, JPG ya da PNG dosyası yükleyebilirsiniz.',
    );
    expect(checkFile(slot, { type: 'image/png', size: 10 })).toBeUndefined();
  });

  it('max size and empty files', () => {
    expect(checkFile(slot, { type: 'application/pdf', size: 500 * 1024 + 1 })).toBe(
      'Kimlik fotokopisi en fazla 500 KB olabilir.',
    );
    expect(checkFile(slot, { type: 'application/pdf', size: 0 })).toBe(
      'Kimlik fotokopisi için seçilen dosya boş.',
    );
    expect(checkFile(slot, { type: 'application/pdf', size: 500 * 1024 })).toBeUndefined();
  });
});
