import { fileBase64 } from './deactivationActors';

describe('fileBase64', () => {
  it('writes a file’s bytes as base64, also past one chunk of 32 KB', async () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 251);
    const text = await fileBase64(new Blob([bytes]));
    expect(Buffer.from(text, 'base64').equals(Buffer.from(bytes))).toBe(true);
    expect(await fileBase64(new Blob(['%PDF']))).toBe('JVBERg==');
  });
});
