/** A signed-in sandbox client with the request calls, for this feature's tests. */
import type {
  DemandDetail,
  DemandFormAnswer,
  DemandList,
  UploadedDocument,
} from '../../src/api/requestSubmitting/types';
import { sandboxClient, USERS } from '../test-support';
import { SEED_PDF } from './seed';

export const PDF_BASE64 = SEED_PDF.toString('base64');

export const ADDRESS = {
  city: 'İzmir',
  district: 'Konak',
  address: 'Alsancak Mah. 1453 Sok. No: 5',
  postalCode: '35220',
};

export async function requestClient(
  user: readonly [string, string] = USERS.fast,
  client: ReturnType<typeof sandboxClient> = sandboxClient(),
) {
  const login = await client.login(...user);
  const token = login.pageToken;
  const submit = (pageName: string, values: Record<string, string | boolean>, documentIds: string[] = []) =>
    client.call<DemandFormAnswer>(
      'requestSubmittingDemandFormData',
      { action: 'SUBMIT', values, documentIds },
      { token, params: { pageName } },
    );
  const describe = (pageName: string) =>
    client.call<DemandFormAnswer>(
      'requestSubmittingDemandFormData',
      { action: 'DESCRIBE' },
      { token, params: { pageName } },
    );
  const upload = (
    documentType: string,
    pageName = 'company-title-change',
    extra: Record<string, string> = {},
  ) =>
    client.call<UploadedDocument>(
      'requestSubmittingUpload',
      {
        pageName,
        documentType,
        fileName: 'belge.pdf',
        mimeType: 'application/pdf',
        content: PDF_BASE64,
        ...extra,
      },
      { token },
    );
  const list = async () =>
    (await client.call<DemandList>('requestSubmittingDemandList', undefined, { token })).body.content!;
  const detail = (orderId: string, body: Record<string, string> = {}) =>
    client.call<DemandDetail>('requestSubmittingDemandHistoryDetail', body, { token, params: { orderId } });
  /** The file as the browser gets it (the row answers a file, not JSON). */
  const view = (documentId: string) =>
    client.app.request(`/api/dc_ccsi/v1/request-submitting/uploads/${documentId}`, {
      headers: { pageToken: token },
    });
  return { client, token, submit, describe, upload, list, detail, view };
}
