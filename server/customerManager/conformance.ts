import type { Captcha, ManagerLogin } from '../../src/api/customerManagerTypes';
import { type ConformanceKit, defineConformance } from '../conformanceKit';
import { DEMO_MANAGERS } from './seed';

const WORDS = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];

/** Answers the captcha's text alternative ("Yedi artı iki kaç eder?") as a listener would. */
export function solveCaptchaQuestion(question: string): string {
  const [a, b] = question
    .toLocaleLowerCase('tr-TR')
    .replace(' kaç eder?', '')
    .split(' artı ')
    .map((word) => WORDS.indexOf(word));
  if (a === undefined || b === undefined || a < 0 || b < 0)
    throw new Error(`Unreadable captcha: ${question}`);
  return String(a + b);
}

const manager = DEMO_MANAGERS[0]!;
/** The fast user's company, in the first manager's PRIMARY portfolio. */
const COMPANY = '1000245873';

async function managerLogin(kit: ConformanceKit) {
  const captcha = await kit.content<Captcha>('captcha', { body: {}, token: null });
  return {
    token: null,
    body: {
      userName: manager.userName,
      password: manager.password,
      captchaId: captcha.captchaId,
      captchaAnswer: solveCaptchaQuestion(captcha.question),
    },
  };
}

async function managerToken(kit: ConformanceKit): Promise<string> {
  return (await kit.content<ManagerLogin>('customerManagerLogin', await managerLogin(kit))).managerToken;
}

export const conformance = defineConformance({
  inputs: (kit) => ({
    captcha: () => ({ body: {}, token: null }),
    customerManagerLogin: () => managerLogin(kit),
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
