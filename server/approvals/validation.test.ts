// @vitest-environment node
/** The confirm row refuses a bad body before its handler, naming the field in Turkish. */
import { sandboxClient, USERS } from '../test-support';
import { APPROVAL_MESSAGES } from './messages';

const cases: [body: unknown, message: string][] = [
  [{ decision: 'LATER', transactionId: 'tx' }, 'Karar şu değerlerden biri olmalıdır: APPROVE, REJECT.'],
  [{ decision: 'APPROVE' }, 'Doğrulama işlem numarası zorunludur.'],
  [
    { decision: 'REJECT', reason: 'x'.repeat(501), transactionId: 'tx' },
    'Ret gerekçesi en fazla 500 karakter olabilir.',
  ],
  [{ decision: 'REJECT', reason: '', transactionId: 'tx' }, APPROVAL_MESSAGES.reasonRequired],
];

describe('approvalProceduresConfirm validates its body in Turkish', () => {
  it.each(cases)('answers 400 with its Turkish sentence (case %#)', async (body, message) => {
    const client = sandboxClient();
    const token = (await client.login(...USERS.fast)).pageToken;
    const res = await client.call('approvalProceduresConfirm', body, {
      token,
      params: { workflowInstanceId: 'SP-20251024-000001' },
    });
    expect(res.status).toBe(400);
    expect(res.body.status).toMatchObject({ code: 'VALIDATION_ERROR', message });
  });
});
