/** A signed-in sandbox client with the line-deactivation calls, for this feature's tests. */
import type {
  DeactivationDocument,
  DeactivationLinesPage,
  HistoryDetail,
  SelectionCheck,
} from '../../src/api/lineDeactivation/types';
import type { OtpChallenge } from '../../src/api/types';
import { sandboxClient, USERS } from '../test-support';
import { PDF_BASE64 } from './conformance';

export const COMPANY_OF_FAST = (client: ReturnType<typeof sandboxClient>) =>
  (
    client.db
      .prepare(
        `SELECT uc.corporate_ncst AS c FROM user_companies uc JOIN users u ON u.id = uc.user_id
         WHERE u.user_name = ? ORDER BY uc.position LIMIT 1`,
      )
      .get(USERS.fast[0]) as { c: string }
  ).c;

/** Signs `user` in, on a new sandbox or on `client`. */
export async function deactivationClient(
  user: readonly [string, string] = USERS.fast,
  client: ReturnType<typeof sandboxClient> = sandboxClient(),
) {
  const login = await client.login(...user);
  const token = login.pageToken;
  const msisdn = (
    client.db.prepare('SELECT msisdn FROM users WHERE user_name = ?').get(user[0]) as { msisdn: string }
  ).msisdn;
  const call = <T>(row: string, body: unknown) => client.call<T>(row, body, { token });
  const content = async <T>(row: string, body: unknown) => {
    const res = await call<T>(row, body);
    if (!res.body.content) throw new Error(`${row}: ${JSON.stringify(res.body.status)}`);
    return res.body.content;
  };
  const lines = (body: unknown) => content<DeactivationLinesPage>('lineDeactivationProductSelection', body);
  const check = (msisdns: string[]) =>
    content<SelectionCheck>('lineDeactivationProductSelectionCheck', { msisdns });
  const upload = (documentType: string, fileName = 'belge.pdf') =>
    call<DeactivationDocument>('lineDeactivationDocumentUpload', {
      documentType,
      fileName,
      mimeType: 'application/pdf',
      content: PDF_BASE64,
    });
  /** A validated code for the selection, as the OTP dialog gets it. */
  const validatedCode = async (reference: string) => {
    const sent = await client.call<OtpChallenge>(
      'sendOtp',
      { purpose: 'LINE_DEACTIVATION', reference },
      { token },
    );
    const transactionId = sent.body.content?.transactionId ?? '';
    const code = client.outbox.latestCode(msisdn);
    await client.call('validateOtp', { transactionId, code }, { token });
    return transactionId;
  };
  const deactivate = (body: {
    selectionId: string;
    reasonId: string;
    documentIds: string[];
    transactionId: string;
  }) => call<HistoryDetail>('deactivateLine', body);
  return { client, login, token, call, content, lines, check, upload, validatedCode, deactivate };
}
