/** The core's alert rules (server/db/spendAlerts.ts) as the alerts row answers them. */
import type { SpendAlerts } from '../../src/api/spendAnalysis/types';
import type { Db } from '../db/schema';
import { spendAlerts } from '../db/spendAlerts';
import { invoicedPeriods } from '../db/spendFigures';

export function alertsAnswer(db: Db, corporateNcst: string, now: number): SpendAlerts {
  return {
    period: invoicedPeriods(db, corporateNcst, 1)[0] ?? '',
    alerts: spendAlerts(db, corporateNcst, now).map(({ rule, lines }) => ({
      id: rule.id,
      title: rule.title,
      statement: rule.statement,
      lines,
    })),
  };
}
