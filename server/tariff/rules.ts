/**
 * Which moves are possible, and what they cost per month more (or less). One rule set for the
 * can-do list, the single change, and each line a bulk job settles, so a refusal reads the same
 * wherever it is met.
 */
import type { LineProductType } from '../../src/api/lineUser/types';
import { PRODUCT_TYPE_WORDS } from '../../src/lib/productTypes';
import { type CatalogueTariff, feeKurus, findTariff, tariffByName, typeWord } from './catalogue';
import { TARIFF_MESSAGES as M } from './messages';

export interface RuleLine {
  msisdn: string;
  productType: LineProductType;
  tariffName: string;
  status: 'ACTIVE' | 'SUSPENDED';
}

const TYPE_TITLES: Readonly<Record<LineProductType, string>> = PRODUCT_TYPE_WORDS;

/** Why `line` cannot move to `tariff`, or null when it can. */
export function refusalOf(line: RuleLine | undefined, tariff: CatalogueTariff | undefined): string | null {
  if (!line) return M.notCompanyLine;
  if (!tariff) return M.unknownTariff;
  if (line.status === 'SUSPENDED') return M.suspended;
  if (line.tariffName === tariff.name) return M.sameTariff;
  if (!tariff.productTypes.includes(line.productType)) {
    if (line.productType === 'M2M') return M.m2mToOther;
    if (tariff.productTypes.includes('M2M')) return M.toM2m;
    return M.wrongType(
      TYPE_TITLES[line.productType],
      tariff.name,
      tariff.productTypes.map(typeWord).join(', '),
    );
  }
  return null;
}

/** The line's monthly fee now: its tariff's 24-month fee (0 for a name the catalogue lacks). */
export const currentFeeKurus = (line: RuleLine) => {
  const current = tariffByName(line.tariffName);
  return current ? feeKurus(current) : 0;
};

export const differenceKurus = (line: RuleLine, tariff: CatalogueTariff, commitmentMonths = 24) =>
  feeKurus(tariff, commitmentMonths) - currentFeeKurus(line);

export interface CheckedMove {
  msisdn: string;
  asked: string;
  line: RuleLine | undefined;
  tariff: CatalogueTariff | undefined;
  reason: string | null;
  differenceKurus: number;
}

/** A move as asked (number and tariff written any way) checked against the company's lines. */
export function checkMove(
  msisdn: string | null,
  asked: { msisdn: string; tariff: string },
  lineOf: (msisdn: string) => RuleLine | undefined,
): CheckedMove {
  const tariff = findTariff(asked.tariff);
  if (!msisdn)
    return {
      msisdn: asked.msisdn,
      asked: asked.tariff,
      line: undefined,
      tariff,
      reason: M.invalidNumber,
      differenceKurus: 0,
    };
  const line = lineOf(msisdn);
  const reason = refusalOf(line, tariff);
  return {
    msisdn,
    asked: asked.tariff,
    line,
    tariff,
    reason,
    differenceKurus: !reason && line && tariff ? differenceKurus(line, tariff) : 0,
  };
}
