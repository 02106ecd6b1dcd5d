import type { Captcha, ManagerLogin, ManagerLoginChallenge } from '../../src/api/customerManager/types';
import { type ConformanceKit, defineConformance } from '../conformanceKit';
import { CAPTCHA_WORD_FAMILIES } from './captcha';
import { DEMO_MANAGERS } from './seed';

/**
 * Answers the written captcha as a reader does, with the sandbox's own word lists: tests and the
 * conformance walk have no eyes for the image. (A bot written for this very captcha could do the
 * same; that is why the captcha never stands alone: docs/security.md.)
 */
export function solveWrittenCaptcha(captcha: Captcha): string {
  if (captcha.kind !== 'text') throw new Error('Only the written captcha can be read');
  const [, asked = '', list = ''] = /^Şu kelimelerden kaçı (.+): (.+)\?$/.exec(captcha.question) ?? [];
  const family = CAPTCHA_WORD_FAMILIES.find((f) => f.asked === asked);
  if (!family) throw new Error(`Unreadable captcha: ${captcha.question}`);
  return String(list.split(', ').filter((word) => family.words.includes(word)).length);
}

const manager = DEMO_MANAGERS[0]!;
/** The fast user's company, in the first manager's PRIMARY portfolio. */
const COMPANY = '1000245873';

async function managerLogin(kit: ConformanceKit) {
  const captcha = await kit.content<Captcha>('captcha', { body: { kind: 'text' }, token: null });
  return {
    token: null,
    body: {
      userName: manager.userName,
      password: manager.password,
      captchaId: captcha.captchaId,
      captchaAnswer: solveWrittenCaptcha(captcha),
    },
  };
}

/** Password and captcha, then the SMS code from the manager's phone (issue 37). */
async function managerCode(kit: ConformanceKit) {
  const challenge = await kit.content<ManagerLoginChallenge>('customerManagerLogin', await managerLogin(kit));
  return {
    token: null,
    body: { transactionId: challenge.transactionId, code: kit.latestCode(manager.msisdn) },
  };
}

/**
 * One manager session for the walk's manager rows: each sign-in sends an SMS, and the sandbox
 * caps those per purpose (server/limits.ts).
 */
const tokens = new WeakMap<ConformanceKit, Promise<string>>();
function managerToken(kit: ConformanceKit): Promise<string> {
  let token = tokens.get(kit);
  if (!token) {
    token = managerCode(kit).then(
      async (request) => (await kit.content<ManagerLogin>('customerManagerToken', request)).managerToken,
    );
    tokens.set(kit, token);
  }
  return token;
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    captcha: () => ({ body: {}, token: null }),
    customerManagerLogin: () => managerLogin(kit),
    customerManagerToken: () => managerCode(kit),
    portfolioList: async () => ({
      token: null,
      body: { managerToken: await managerToken(kit), portfolioType: 'PRIMARY', offset: 0, limit: 20 },
    }),
    authorizedPersonList: async () => ({
      token: null,
      body: { managerToken: await managerToken(kit), corporateNcst: COMPANY },
    }),
    roleFilterMenu: async () => ({
      token: null,
      body: { managerToken: await managerToken(kit), corporateNcst: COMPANY },
    }),
    customerToLogin: async () => {
      const token = await managerToken(kit);
      const persons = await kit.content<{ items: { userId: number }[] }>('authorizedPersonList', {
        token: null,
        body: { managerToken: token, corporateNcst: COMPANY },
      });
      return {
        token: null,
        body: {
          managerToken: token,
          corporateNcst: COMPANY,
          userId: kit.first(persons.items, 'authorized person').userId,
        },
      };
    },
  }),
});
