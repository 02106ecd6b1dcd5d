/**
 * The checks of a SIM card order, row by row: the Excel import's rows (as written in the file)
 * and the create row's lines (as chosen) meet the same rules, so a row the import accepted is not
 * refused at the order for another reason. Rows are judged in order; once the month's limit is
 * used up, every further good row is refused with the limit named.
 */
import type { SimImportResult, SimImportRow, SimProduct } from '../../src/api/simCard/types';
import { normalizeMsisdn } from '../../src/lib/msisdn';
import { productTypeWordInSentence } from '../../src/lib/productTypes';
import type { Db } from '../db/schema';
import { productByText, reasonByText } from './catalogue';
import { type LimitFigures, SIM_MESSAGES as M } from './messages';
import { type CompanyLine, companyLinesAmong } from './store';

/** Why this product and reason cannot go on this line, or null. */
export function lineRefusal(line: CompanyLine, product: SimProduct, reasonCode: string): string | null {
  if (line.status === 'SUSPENDED') return M.suspended;
  if (!product.lineTypes.includes(line.productType))
    return M.productNotForLine(product.name, productTypeWordInSentence(line.productType));
  if (reasonCode === 'ESIM_MOVE' && product.code !== 'ESIM') return M.esimMoveNeedsEsim;
  return null;
}

type Row = Pick<SimImportRow, 'line' | 'msisdn'> & {
  product?: string | undefined;
  reason?: string | undefined;
};

/**
 * Each row's result in the order given. `chosen` are lines already in the order: a row naming one
 * is a duplicate, and they have taken their part of `limit.remaining` already.
 */
export function checkRows(
  db: Db,
  corporateNcst: string,
  rows: readonly Row[],
  chosen: readonly string[],
  limit: LimitFigures,
): { results: SimImportResult[]; remaining: number } {
  const numbers = rows.flatMap((row) => {
    const msisdn = normalizeMsisdn(row.msisdn);
    return msisdn ? [msisdn] : [];
  });
  const lines = companyLinesAmong(db, corporateNcst, [...new Set(numbers)]);
  const already = new Set(chosen.map((n) => normalizeMsisdn(n) ?? n));
  const firstLineOf = new Map<string, number>();
  let remaining = Math.max(0, limit.remaining - already.size);
  const results = rows.map((row): SimImportResult => {
    const refuse = (message: string): SimImportResult => ({ line: row.line, ok: false, message });
    const msisdn = normalizeMsisdn(row.msisdn);
    if (msisdn === null) return refuse(M.invalidNumber);
    const first = firstLineOf.get(msisdn);
    if (first !== undefined) return refuse(M.duplicate(first));
    firstLineOf.set(msisdn, row.line);
    if (already.has(msisdn)) return refuse(M.alreadyChosen);
    const line = lines.get(msisdn);
    if (!line) return refuse(M.notCompanyLine);
    if (!row.product) return refuse(M.missingProduct);
    const product = productByText(row.product);
    if (!product) return refuse(M.unknownProduct);
    if (!row.reason) return refuse(M.missingReason);
    const reason = reasonByText(row.reason);
    if (!reason) return refuse(M.unknownReason);
    const refusal = lineRefusal(line, product, reason.code);
    if (refusal) return refuse(refusal);
    if (remaining === 0) return refuse(M.overLimitRow(limit));
    remaining -= 1;
    const { status: _, ...asIs } = line;
    return {
      line: row.line,
      ok: true,
      item: { ...asIs, productCode: product.code, reasonCode: reason.code },
    };
  });
  return { results, remaining };
}
