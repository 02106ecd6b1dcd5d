import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { endpoint } from '../../api/contract/catalogue';
import { fileNameFrom, namedFile } from './fileName';
import { callEndpoint, resetHttpClient } from './request';

describe('fileNameFrom (Content-Disposition)', () => {
  it('reads the quoted, the bare and the RFC 5987 name, the extended one first', () => {
    expect(fileNameFrom('attachment; filename="sozlesme-4000000001.pdf"')).toBe('sozlesme-4000000001.pdf');
    expect(fileNameFrom('attachment; filename=rapor.xlsx')).toBe('rapor.xlsx');
    expect(fileNameFrom('attachment; filename="a.pdf"; filename*=UTF-8\'\'s%C3%B6zle%C5%9Fme.pdf')).toBe(
      'sözleşme.pdf',
    );
  });

  it('keeps only the last path segment and gives nothing for no name', () => {
    expect(fileNameFrom('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFrom('attachment')).toBeUndefined();
    expect(fileNameFrom(undefined)).toBeUndefined();
    expect(fileNameFrom('attachment; filename=""')).toBeUndefined();
  });
});

describe('namedFile', () => {
  it('wraps the body in a File of that name and type, or leaves it as it is', async () => {
    const blob = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    const file = namedFile(blob, 'attachment; filename="a.pdf"') as File;
    expect(file.name).toBe('a.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4');
    expect(namedFile(blob, null)).toBe(blob);
  });
});

describe('callEndpoint on a blob row with Content-Disposition', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  beforeEach(() => {
    resetHttpClient();
    // biome-ignore lint/suspicious/noDocumentCookie: the double-submit cookie the client reads
    document.cookie = 'XSRF-TOKEN=t; path=/';
    // msw hands the response Blob to Node's Response (see request.test.ts): Node's Blob and File.
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('resolves with a File carrying the name the server gave it', async () => {
    server.use(
      http.post(
        `${location.origin}/api${endpoint('contractDownload').path}`,
        () =>
          new HttpResponse('%PDF-1.4 4000000001', {
            headers: {
              'Content-Type': 'application/pdf',
              'Content-Disposition': 'attachment; filename="sozlesme-4000000001.pdf"',
            },
          }),
      ),
    );
    const file = (await callEndpoint('contractDownload', {
      body: { barcode: '4000000001', fileNetId: 'F-1', docId: 'D-1' },
    })) as File;
    expect(file).toBeInstanceOf(Blob);
    expect(file.name).toBe('sozlesme-4000000001.pdf');
    expect(await file.text()).toBe('%PDF-1.4 4000000001');
  });
});
