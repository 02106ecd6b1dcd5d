import type { Db } from '../db/schema';
import { defineServerFeature } from '../feature';
import { captchaAnswer } from './captcha';
import { customerManagerGuideLines } from './demoGuide';
import { customerManagerHandlers } from './handlers';
import { customerManagerSchemaStatements } from './schema';
import { seedCustomerManagers } from './seed';

/**
 * Customer managers (portfolio managers): their login with a captcha, their portfolios and the
 * company sessions they open on an authorized person's behalf. No menu entry: the manager's
 * pages live outside the company area.
 */
export const feature = defineServerFeature({
  name: 'customerManager',
  tables: customerManagerSchemaStatements,
  seed: { run: seedCustomerManagers },
  handlers: customerManagerHandlers,
  demoGuide: customerManagerGuideLines,
  testHooks: {
    // Journeys read the captcha's answer instead of reading the image (the body may name it).
    captchaAnswer: (db: Db, _now: () => number, body?: unknown) =>
      captchaAnswer(db, (body as { captchaId?: string } | undefined)?.captchaId) ?? {},
  },
});
