// @vitest-environment node
/**
 * The session rows' request schemas, as a person meets them: every bad value is answered 400
 * VALIDATION_ERROR with one Turkish sentence naming the field in Turkish, before any handler runs.
 */
import { describe, expect, it } from 'vitest';
import type { OtpChallenge } from '../src/api/types';
import { sandboxClient, USERS } from './test-support';

const refusal = (message: string) => ({ code: 'VALIDATION_ERROR', message });

describe('session rows refuse bad values in Turkish', () => {
  it('landing: an unknown info type', async () => {
    const res = await sandboxClient().call('landing', { type: 'MENU' });
    expect(res.status).toBe(400);
    expect(res.body.status).toEqual(
      refusal('Bilgi türü şu değerlerden biri olmalıdır: APP_INFO, PRODUCT, COMPONENT_INFO.'),
    );
  });

  it('login: a password that is too long, kept with its spaces', async () => {
    const res = await sandboxClient().call('login', { userName: 'demo', password: ` ${'x'.repeat(200)}` });
    expect(res.status).toBe(400);
    expect(res.body.status).toEqual(refusal('Şifre en fazla 200 karakter olabilir.'));
  });

  it('loginToken: a code that is not six digits, and a missing transaction', async () => {
    const client = sandboxClient();
    const challenge = await client.startLogin(...USERS.demo);
    const short = await client.call('loginToken', { transactionId: challenge.transactionId, code: '123' });
    expect(short.status).toBe(400);
    expect(short.body.status).toEqual(refusal('Doğrulama kodu 6 haneli bir sayı olmalıdır.'));
    const missing = await client.call('loginToken', { code: '123456' });
    expect(missing.body.status).toEqual(refusal('İşlem numarası zorunludur.'));
  });

  it('sendOtp: a purpose in the wrong shape, or none at all', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.demo);
    const shape = await client.call('sendOtp', { purpose: 'roaming' }, { token });
    expect(shape.status).toBe(400);
    expect(shape.body.status).toEqual(refusal('İşlem amacı büyük harf, rakam ve alt çizgiden oluşmalıdır.'));
    const none = await client.call('sendOtp', {}, { token });
    expect(none.status).toBe(400);
    expect(none.body.status).toEqual(refusal('İşlem amacı zorunludur.'));
    const long = await client.call('sendOtp', { purpose: 'ROAMING', reference: 'r'.repeat(201) }, { token });
    expect(long.body.status).toEqual(refusal('İşlem referansı en fazla 200 karakter olabilir.'));
  });

  it('validateOtp and resetOtpLifetime: a transaction number that is too long', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.demo);
    const transactionId = 't'.repeat(65);
    const validate = await client.call('validateOtp', { transactionId, code: '123456' }, { token });
    expect(validate.status).toBe(400);
    expect(validate.body.status).toEqual(refusal('İşlem numarası en fazla 64 karakter olabilir.'));
    const reset = await client.call('resetOtpLifetime', { transactionId: 42 }, { token });
    expect(reset.status).toBe(400);
    expect(reset.body.status).toEqual(refusal('İşlem numarası metin olmalıdır.'));
  });

  it('termsApprovedConfirm: a list that is not a list, or holds an empty id', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.demo);
    const notList = await client.call('termsApprovedConfirm', { termIds: 't1' }, { token });
    expect(notList.status).toBe(400);
    expect(notList.body.status).toEqual(refusal('Onaylanan belgeler liste olmalıdır.'));
    const empty = await client.call('termsApprovedConfirm', { termIds: ['t1', ' '] }, { token });
    expect(empty.body.status).toEqual(refusal('Belge numarası zorunludur.'));
  });

  it('changeCorporate and defaultHoldingSet: a company number with letters, or none', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.demo);
    const letters = await client.call('defaultHoldingSet', { corporateNcst: '12a' }, { token });
    expect(letters.status).toBe(400);
    expect(letters.body.status).toEqual(refusal('Şirket numarası yalnızca rakamlardan oluşmalıdır.'));
    const none = await client.call('changeCorporate', {}, { token });
    expect(none.status).toBe(400);
    expect(none.body.status).toEqual(refusal('Şirket numarası zorunludur.'));
  });

  it('sendOtp: an empty reference counts as none, and the challenge answers within its row', async () => {
    const client = sandboxClient();
    const { pageToken: token } = await client.login(...USERS.fast);
    const sent = await client.call<OtpChallenge>('sendOtp', { purpose: 'ROAMING', reference: '' }, { token });
    expect(sent.status).toBe(200);
    expect(Object.keys(sent.body.content ?? {}).sort()).toEqual([
      'expiresInSeconds',
      'maskedMsisdn',
      'resendInSeconds',
      'transactionId',
    ]);
  });
});
