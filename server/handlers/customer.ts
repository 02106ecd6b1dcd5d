/** Banner, exchange rates, the customer survey (shown once) and the customer advisors. */
import type { CustomerAdvisor, Survey } from '../../src/api/portalTypes';
import { requireSession } from '../access';
import type { Db } from '../db/schema';
import { invalid, text, validateBody } from '../validate';
import type { HandlerModule } from './types';

export const SURVEY: Survey = {
  surveyId: 'memnuniyet-2026',
  title: 'Kurumsal Portal memnuniyet anketi',
  questions: [
    {
      id: 'genel',
      text: 'Kurumsal Portal’dan genel olarak ne kadar memnunsunuz?',
      options: [
        { value: '5', label: 'Çok memnunum' },
        { value: '4', label: 'Memnunum' },
        { value: '3', label: 'Kararsızım' },
        { value: '2', label: 'Memnun değilim' },
      ],
    },
    {
      id: 'kolaylik',
      text: 'Aradığınız işlemi kolayca bulabiliyor musunuz?',
      options: [
        { value: 'evet', label: 'Evet' },
        { value: 'bazen', label: 'Bazen' },
        { value: 'hayir', label: 'Hayır' },
      ],
    },
  ],
};

const ADVISORS: CustomerAdvisor[] = [
  {
    id: 'adv-1',
    name: 'Derya Aksoy',
    role: 'Kurumsal Müşteri Temsilcisi',
    phone: '0212 555 01 10',
    email: 'derya.aksoy@kurumsal.example',
    region: 'İstanbul Avrupa',
  },
  {
    id: 'adv-2',
    name: 'Kemal Erdem',
    role: 'Satış Yöneticisi',
    phone: '0212 555 01 20',
    email: 'kemal.erdem@kurumsal.example',
    region: 'İstanbul Avrupa',
  },
  {
    id: 'adv-3',
    name: 'Seda Polat',
    role: 'Teknik Destek Uzmanı',
    phone: '0312 555 02 30',
    email: 'seda.polat@kurumsal.example',
    region: 'Ankara',
  },
];

/** Whether the person was already shown the survey; read by the login response. */
export function surveyDisplayed(db: Db, userId: number): boolean {
  const row = db.prepare('SELECT displayed_at AS at FROM survey_answers WHERE user_id = ?').get(userId) as
    | { at: number | null }
    | undefined;
  return Boolean(row?.at);
}

export const customerHandlers: HandlerModule = {
  banner: ({ auth }) => {
    requireSession(auth);
    return {
      banners: [
        {
          id: 'bnr-roaming',
          title: 'Yurt dışında da kesintisiz iletişim',
          text: 'Hatlarınızın yurt dışı kullanımını tek ekrandan açıp kapatın.',
          url: '/roaming',
        },
      ],
    };
  },

  exchangeRates: ({ auth }) => {
    requireSession(auth);
    return {
      date: '2025-10-22',
      rates: [
        { currency: 'USD', buying: 41.8452, selling: 41.9206 },
        { currency: 'EUR', buying: 48.6011, selling: 48.6887 },
      ],
    };
  },

  /** Getting the survey counts as showing it: the next login says customerSurveyDisplayed. */
  customerSurvey: ({ deps, auth }) => {
    const session = requireSession(auth);
    deps.db
      .prepare(
        `INSERT INTO survey_answers (user_id, displayed_at) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET displayed_at = COALESCE(displayed_at, excluded.displayed_at)`,
      )
      .run(session.userId, deps.now());
    return SURVEY;
  },

  customerSurveySave: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    const { surveyId } = validateBody(body, { surveyId: text({ oneOf: [SURVEY.surveyId] }) });
    const answers = (body as { answers?: unknown }).answers;
    if (typeof answers !== 'object' || answers === null) throw invalid('answers alanı zorunludur.');
    for (const question of SURVEY.questions) {
      const value = (answers as Record<string, unknown>)[question.id];
      if (!question.options.some((option) => option.value === value)) {
        throw invalid(`Lütfen "${question.text}" sorusunu yanıtlayınız.`);
      }
    }
    deps.db
      .prepare(
        `INSERT INTO survey_answers (user_id, displayed_at, answers, saved_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET answers = excluded.answers, saved_at = excluded.saved_at`,
      )
      .run(session.userId, deps.now(), JSON.stringify(answers), deps.now());
    return { surveyId, saved: true };
  },

  customerAdvisorList: ({ auth }) => {
    requireSession(auth);
    return { advisors: ADVISORS };
  },
};
