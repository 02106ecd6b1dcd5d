/** Banner, exchange rates, the customer survey (shown once) and the customer advisors. */

import type { CustomerAdvisor } from '../../src/api/customer/types';
import {
  LINE_PRODUCT_TYPES,
  LINE_STATUS_LABELS,
  LINE_STATUSES,
  PRODUCT_TYPE_LABELS,
} from '../../src/api/lineUser/types';
import { BODY_CODES } from '../../src/api/types';
import { sortTr } from '../../src/lib/format';
import { requireSession } from '../access';
import { isoDay, seedDay } from '../db/seedDay';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { SURVEY, UNKNOWN_SURVEY, unanswered } from './survey';

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

const invalid = (message: string) => new ApiError(400, BODY_CODES.validation, message);

export const customerHandlers = defineHandlers({
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

  exchangeRates: ({ deps, auth }) => {
    requireSession(auth);
    return {
      // The seeded world's today (server/db/seedDay.ts): the rates are "today's".
      date: isoDay(seedDay(deps.db)),
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
    const { surveyId, answers } = body;
    if (surveyId !== SURVEY.surveyId) throw invalid(UNKNOWN_SURVEY);
    for (const question of SURVEY.questions) {
      const value = answers[question.id];
      if (!question.options.some((option) => option.value === value))
        throw invalid(unanswered(question.text));
    }
    deps.db
      .prepare(
        `INSERT INTO survey_answers (user_id, displayed_at, answers, saved_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET answers = excluded.answers, saved_at = excluded.saved_at`,
      )
      .run(session.userId, deps.now(), JSON.stringify(answers), deps.now());
    return { surveyId, saved: true as const };
  },

  customerAdvisorList: ({ auth }) => {
    requireSession(auth);
    return { advisors: ADVISORS };
  },

  // Only choices the company's lines have, so no filter can promise an empty list.
  productGroupFilters: ({ auth, deps }) => {
    const session = requireSession(auth);
    // One pass over the covering index (server/db/schema.ts) instead of a scan per column: at
    // 100,000 lines the three scans held the list's first page back by about 60 ms.
    const combos = deps.db
      .prepare(
        `SELECT product_type AS type, status, tariff_name AS tariff FROM lines
          WHERE corporate_ncst = ? GROUP BY product_type, status, tariff_name`,
      )
      .all(session.corporateNcst) as { type: string; status: string; tariff: string }[];
    const types = new Set(combos.map((c) => c.type));
    const statuses = new Set(combos.map((c) => c.status));
    const tariffs = [...new Set(combos.map((c) => c.tariff))];
    return {
      productTypes: LINE_PRODUCT_TYPES.filter((t) => types.has(t)).map((value) => ({
        value,
        label: PRODUCT_TYPE_LABELS[value],
      })),
      tariffs: sortTr(tariffs).map((name) => ({ value: name, label: name })),
      statuses: LINE_STATUSES.filter((s) => statuses.has(s)).map((value) => ({
        value,
        label: LINE_STATUS_LABELS[value],
      })),
    };
  },
});
