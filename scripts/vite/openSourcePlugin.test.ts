import { openSourceList } from './openSourcePlugin';

describe('the open-source list', () => {
  it('lists each package once, by name, with its licence text or a Turkish note without one', () => {
    const list = openSourceList([
      { name: 'react', version: '19.2.0', license: 'MIT', licenseText: 'MIT License\n\nCopyright (c) Meta' },
      { name: 'axios', version: '1.13.0', license: 'MIT', licenseText: null },
      { name: 'react', version: '19.2.0', license: 'MIT', licenseText: 'MIT License\n\nCopyright (c) Meta' },
      { name: null, version: null, license: null, licenseText: null },
    ]);
    expect(list.map((p) => p.name)).toEqual(['axios', 'react']);
    expect(list[1]).toEqual({
      name: 'react',
      version: '19.2.0',
      license: 'MIT',
      licenseText: 'MIT License\n\nCopyright (c) Meta',
    });
    expect(list[0]!.licenseText).toBe('Bu paket lisans metni içermiyor; lisansı: MIT.');
  });
});
