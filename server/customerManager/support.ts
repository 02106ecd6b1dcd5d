/** A customer manager's whole sign-in on a sandbox client, for tests: captcha, password, SMS code. */
import type { Captcha, ManagerLogin, ManagerLoginChallenge } from '../../src/api/customerManager/types';
import type { sandboxClient } from '../test-support';
import { captchaAnswer } from './captcha';
import type { DemoManager } from './seed';

type Client = ReturnType<typeof sandboxClient>;

/** Password and captcha (its answer from the sandbox's store): the SMS code's challenge. */
export async function managerPasswordStep(
  client: Client,
  manager: Pick<DemoManager, 'userName' | 'password'>,
  answer?: (captcha: Captcha) => string,
) {
  const captcha = (await client.call<Captcha>('captcha', {})).body.content!;
  return client.call<ManagerLoginChallenge>('customerManagerLogin', {
    userName: manager.userName,
    password: manager.password,
    captchaId: captcha.captchaId,
    captchaAnswer: answer ? answer(captcha) : (captchaAnswer(client.db, captcha.captchaId)?.answer ?? ''),
  });
}

/** The manager signed in with the code sent to their registered phone. */
export async function managerSignIn(client: Client, manager: DemoManager): Promise<ManagerLogin> {
  const challenge = await managerPasswordStep(client, manager);
  const transactionId = challenge.body.content?.transactionId;
  if (!transactionId) throw new Error(`manager login: ${JSON.stringify(challenge.body.status)}`);
  const code = client.outbox.latestCode(manager.msisdn);
  const res = await client.call<ManagerLogin>('customerManagerToken', { transactionId, code });
  if (!res.body.content) throw new Error(`manager code: ${JSON.stringify(res.body.status)}`);
  return res.body.content;
}
