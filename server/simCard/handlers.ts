/**
 * SIM card orders (spec §3 SIM card activation, §7 SIM card rows): the month's limit, the SIM
 * products, the change reasons, the spreadsheet's rows checked one by one, and the order, which
 * is written into the shared order store so it shows in "Siparişlerim" like every other order.
 * The limited user's 403 on the import and the order comes from the rows' declared access.
 * The order is confirmed by an SMS code sent for this very order (issue 37: a SIM swap takes a
 * line over), checked after the order's own rules so a refused order does not cost the code.
 */
import { SIM_ORDER_OTP_PURPOSE, simOrderReference } from '../../src/api/simCard/types';
import { BODY_CODES } from '../../src/api/types';
import { formatMsisdn } from '../../src/lib/msisdn';
import { requireSession } from '../access';
import { createOrderStore } from '../db/ledger/orders';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { SIM_PRODUCTS, SIM_REASONS } from './catalogue';
import { checkRows } from './check';
import { SIM_MESSAGES as M, SIM_CODES } from './messages';
import { currentIccids, limitOf, recordSimOrder } from './store';

/** Up to this many lines, the order's summary names each line's card and reason. */
const LINES_IN_SUMMARY = 20;

const invalid = (message: string) => new ApiError(400, BODY_CODES.validation, message);

/** "3 hat için SIM kart değişikliği", as the seeded SIM orders are titled. */
const orderTitle = (count: number) => `${count} hat için SIM kart değişikliği`;

function countBy<T>(items: readonly T[], key: (item: T) => string): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].map(([name, n]) => `${n} × ${name}`).join(', ');
}

export const simCardHandlers = defineHandlers({
  simCardLimit: (ctx) => limitOf(ctx.deps.db, requireSession(ctx.auth).corporateNcst, ctx.deps.now()),

  simCardProductList: (ctx) => {
    requireSession(ctx.auth);
    return { products: SIM_PRODUCTS };
  },

  simCardChangeReasons: (ctx) => {
    requireSession(ctx.auth);
    return { reasons: SIM_REASONS };
  },

  simCardExcelImport: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const limit = limitOf(db, session.corporateNcst, now());
    return checkRows(db, session.corporateNcst, ctx.body.rows, ctx.body.chosen ?? [], limit);
  },

  simCardCreateOrder: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db, now } = ctx.deps;
    const { body } = ctx;
    const address = body.useCompanyAddress ? undefined : body.address;
    if (!body.useCompanyAddress && !address) throw invalid(M.addressNeeded);
    if (new Set(body.lines.map((l) => l.msisdn)).size !== body.lines.length) throw invalid(M.lineTwice);
    return db.transaction(() => {
      const at = now();
      const limit = limitOf(db, session.corporateNcst, at);
      const rows = body.lines.map((line, i) => ({
        line: i + 1,
        msisdn: line.msisdn,
        product: line.productCode,
        reason: line.reasonCode,
      }));
      // The same rules as the import, with the limit unbounded: going over it refuses the whole order.
      const { results } = checkRows(db, session.corporateNcst, rows, [], {
        ...limit,
        remaining: rows.length,
      });
      const refused = results.find((r) => !r.ok);
      if (refused) {
        const msisdn = formatMsisdn(body.lines[refused.line - 1]?.msisdn ?? '');
        throw new ApiError(409, SIM_CODES.lineRefused, M.lineRefused(msisdn, refused.message ?? ''));
      }
      if (rows.length > limit.remaining)
        throw new ApiError(409, SIM_CODES.overLimit, M.overLimitOrder(limit, rows.length));
      // Spent inside the transaction: an order that fails after this keeps the code unspent.
      ctx.deps.otp.consumeValidated(
        body.transactionId,
        SIM_ORDER_OTP_PURPOSE,
        session.userId,
        simOrderReference(body),
      );
      const items = results.flatMap((r) => (r.item ? [r.item] : []));
      const product = (code: string) => SIM_PRODUCTS.find((p) => p.code === code)!;
      const reason = (code: string) => SIM_REASONS.find((r) => r.code === code)!.name;
      const delivery = address ?? limit.companyAddress;
      const currentIccid = currentIccids(
        db,
        session.corporateNcst,
        items.map((i) => i.msisdn),
      );
      const { orderNo } = createOrderStore(db, now).create({
        corporateNcst: session.corporateNcst,
        userId: session.userId,
        orderType: 'SIM_CARD',
        status: 'RECEIVED',
        title: orderTitle(items.length),
        // Each line as the request history shows it: its user, the card it has now and the one ordered.
        lines: items.map((item) => {
          const current = currentIccid.get(item.msisdn);
          return {
            msisdn: item.msisdn,
            userName: item.userName,
            productType: item.productType,
            tariffName: item.tariffName,
            simType: product(item.productCode).simType,
            ...(current ? { before: current } : {}),
            after: product(item.productCode).name,
          };
        }),
        details: {
          summary: [
            { label: 'SIM kart sayısı', value: String(items.length) },
            { label: 'SIM kart ürünleri', value: countBy(items, (i) => product(i.productCode).name) },
            { label: 'Değişiklik nedenleri', value: countBy(items, (i) => reason(i.reasonCode)) },
            {
              label: 'Teslimat adresi',
              value: body.useCompanyAddress ? `Şirketin teslimat adresi: ${delivery}` : delivery,
            },
            { label: 'Teslim alacak kişi', value: body.contactName },
            { label: 'Limit dönemi', value: limit.periodLabel },
            // Each line's card, while the list stays readable (the lines table has every number).
            ...(items.length <= LINES_IN_SUMMARY
              ? items.map((i) => ({
                  label: formatMsisdn(i.msisdn),
                  value: `${product(i.productCode).name} · ${reason(i.reasonCode)}`,
                }))
              : []),
          ],
        },
      });
      recordSimOrder(db, {
        orderNo,
        corporateNcst: session.corporateNcst,
        period: limit.period,
        count: items.length,
        at,
      });
      return { orderNo, status: 'RECEIVED' as const, count: items.length };
    })();
  },
});
