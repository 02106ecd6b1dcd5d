/**
 * Past orders per company for "Siparişlerim" (issue 4): every order type and every status, with
 * lines, spread over the months before the seed date. Written through the order store so the
 * rows look exactly like the ones the features create; a generator of its own keeps the other
 * seeded data unchanged.
 */

import { withCheckDigit } from '../../src/lib/iccid';
import { productTypeWordInSentence } from '../../src/lib/productTypes';
import { createOrderStore, type OrderLineInput, type OrderStatus, type OrderType } from '../db/ledger/orders';
import { createPrng, type Prng } from '../db/prng';
import { packageNamed, seededTariffNames } from '../db/products';
import type { Db } from '../db/schema';
import { DAY_MS, seedDay } from '../db/seedDay';

const SEED = 20251024;
/** The first orders are about four months before the seed day (server/db/seedDay.ts), at 08:30. */
const FIRST_ORDER_DAYS_AGO = 130;
const FIRST_ORDER_HOUR_MS = (8 * 60 + 30) * 60_000 - 3 * 3_600_000; // 08:30 in Turkey, as UTC

/**
 * Oldest first: finished orders in the past, the open ones (received, in progress, drafts)
 * the most recent, as a real company's history would look. 17 orders fill two list pages.
 */
const PLAN: readonly [OrderType, OrderStatus][] = [
  ['NEW_LINE', 'COMPLETED'],
  ['SIM_CARD', 'COMPLETED'],
  ['TARIFF_CHANGE', 'COMPLETED'],
  ['ADDITIONAL_PACKAGE', 'COMPLETED'],
  ['TAKE_OVER', 'COMPLETED'],
  ['NEW_LINE', 'CANCELLED'],
  ['SIM_CARD', 'FAILED'],
  ['TARIFF_CHANGE', 'COMPLETED'],
  ['ADDITIONAL_PACKAGE', 'CANCELLED'],
  ['TAKE_OVER', 'FAILED'],
  ['NEW_LINE', 'IN_PROGRESS'],
  ['SIM_CARD', 'IN_PROGRESS'],
  ['TARIFF_CHANGE', 'RECEIVED'],
  ['ADDITIONAL_PACKAGE', 'RECEIVED'],
  ['NEW_LINE', 'RECEIVED'],
  ['TAKE_OVER', 'DRAFT'],
  ['NEW_LINE', 'DRAFT'],
];

type ProductType = OrderLineInput['productType'];

const PRODUCT_NAMES: Record<ProductType, { one: string }> = {
  VOICE: { one: `${productTypeWordInSentence('VOICE')} hattı` },
  DATA: { one: `${productTypeWordInSentence('DATA')} hattı` },
  M2M: { one: `${productTypeWordInSentence('M2M')} hattı` },
};
/** Names from the core catalogue (server/db/products.ts). */
const NEW_TARIFFS: Record<ProductType, readonly string[]> = {
  VOICE: seededTariffNames('VOICE'),
  DATA: seededTariffNames('DATA'),
  M2M: seededTariffNames('M2M'),
};
const PACKAGES = ['EK-5GB', 'YD-1GB', 'DK-1000'].map((id) => packageNamed(id).name);
const SIM_REASONS = ['Kayıp/çalıntı', 'Arızalı SIM kart', 'eSIM’e geçiş'];
const CITIES = ['İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Kocaeli'];
const PREVIOUS_HOLDERS = ['Ege Turizm Ltd. Şti.', 'Marmara Yapı A.Ş.', 'Karadeniz Tekstil Ltd. Şti.'];
/** New numbers come from a prefix the seeded lines never use, so they cannot collide. */
const NEW_NUMBER_PREFIX = '549';

interface ExistingLine {
  msisdn: string;
  productType: ProductType;
  tariffName: string;
  iccid: string;
}

type Summary = { label: string; value: string }[];

function countTitle(lines: OrderLineInput[]): string {
  const order: ProductType[] = ['VOICE', 'DATA', 'M2M'];
  return order
    .map((type) => [type, lines.filter((l) => l.productType === type).length] as const)
    .filter(([, n]) => n > 0)
    .map(([type, n]) => `${n} ${PRODUCT_NAMES[type].one}`)
    .join(', ');
}

function pickDistinct<T>(rng: Prng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  return out;
}

/** Lines, title and the Turkish summary of one seeded order of the given type. */
function buildOrder(
  rng: Prng,
  type: OrderType,
  status: OrderStatus,
  existing: ExistingLine[],
  productTypes: ProductType[],
): { title: string; lines: OrderLineInput[]; details: Record<string, unknown> } {
  const open = status === 'DRAFT' || status === 'RECEIVED';
  const newIccid = () => withCheckDigit(`8990${rng.digits(15)}`);
  const newNumber = () => NEW_NUMBER_PREFIX + rng.digits(7);
  const city = rng.pick(CITIES);
  switch (type) {
    case 'NEW_LINE': {
      const lines = Array.from({ length: rng.int(1, 3) }, (): OrderLineInput => {
        const productType = rng.pick(productTypes);
        const simType = rng.next() < 0.7 ? 'PHYSICAL' : 'ESIM';
        return {
          msisdn: newNumber(),
          productType,
          tariffName: rng.pick(NEW_TARIFFS[productType]),
          simType,
          // SIM cards are assigned when the order is processed, not when it is placed.
          ...(open ? {} : { iccid: newIccid() }),
        };
      });
      const summary: Summary = [
        {
          label: 'Numara seçimi',
          value: rng.next() < 0.5 ? 'Yeni numara (sistem seçti)' : 'Yeni numara (listeden seçildi)',
        },
        { label: 'Teslimat', value: `Kargo ile adrese teslim – ${city}` },
        { label: 'Taahhüt süresi', value: rng.pick(['12 ay', '24 ay']) },
      ];
      return { title: countTitle(lines), lines, details: { summary } };
    }
    case 'SIM_CARD': {
      const chosen = pickDistinct(rng, existing, rng.int(1, 3));
      const reason = rng.pick(SIM_REASONS);
      const simType = reason === 'eSIM’e geçiş' ? 'ESIM' : 'PHYSICAL';
      const lines = chosen.map(
        (line): OrderLineInput => ({
          msisdn: line.msisdn,
          productType: line.productType,
          tariffName: line.tariffName,
          simType,
          ...(open ? {} : { iccid: newIccid() }),
        }),
      );
      return {
        title: `${lines.length} hat için SIM kart değişikliği`,
        lines,
        details: { summary: [{ label: 'Değişiklik nedeni', value: reason }] satisfies Summary },
      };
    }
    case 'TARIFF_CHANGE': {
      const productType = rng.pick(productTypes);
      const candidates = existing.filter((l) => l.productType === productType);
      const tariff = rng.pick(NEW_TARIFFS[productType]);
      const lines = pickDistinct(rng, candidates, rng.int(1, 4)).map(
        (line): OrderLineInput => ({
          msisdn: line.msisdn,
          productType,
          tariffName: tariff,
          simType: 'PHYSICAL',
          iccid: line.iccid,
        }),
      );
      return {
        title: `Tarife değişikliği: ${tariff} (${lines.length} hat)`,
        lines,
        details: {
          summary: [
            { label: 'Yeni tarife', value: tariff },
            { label: 'Geçerlilik', value: 'Bir sonraki fatura döneminden itibaren' },
          ] satisfies Summary,
        },
      };
    }
    case 'ADDITIONAL_PACKAGE': {
      const pack = rng.pick(PACKAGES);
      const lines = pickDistinct(rng, existing, rng.int(1, 3)).map(
        (line): OrderLineInput => ({
          msisdn: line.msisdn,
          productType: line.productType,
          tariffName: line.tariffName,
          simType: 'PHYSICAL',
          iccid: line.iccid,
        }),
      );
      return {
        title: `Ek paket: ${pack} (${lines.length} hat)`,
        lines,
        details: {
          summary: [
            { label: 'Ek paket', value: pack },
            { label: 'Yenileme', value: rng.next() < 0.5 ? 'Her ay otomatik yenilenir' : 'Tek seferlik' },
          ] satisfies Summary,
        },
      };
    }
    case 'TAKE_OVER': {
      const holder = rng.pick(PREVIOUS_HOLDERS);
      const lines = Array.from(
        { length: rng.int(1, 2) },
        (): OrderLineInput => ({
          msisdn: newNumber(),
          productType: 'VOICE',
          tariffName: rng.pick(NEW_TARIFFS.VOICE),
          simType: 'PHYSICAL',
          ...(open ? {} : { iccid: newIccid() }),
        }),
      );
      return {
        title: `${lines.length} hattın devralınması`,
        lines,
        details: {
          summary: [
            { label: 'Devreden', value: holder },
            { label: 'Devir belgesi', value: open ? 'Bekleniyor' : 'Teslim alındı' },
          ] satisfies Summary,
        },
      };
    }
  }
}

export function seedOrders(db: Db): void {
  const rng = createPrng(SEED);
  const firstOrderDay = seedDay(db) - FIRST_ORDER_DAYS_AGO * DAY_MS + FIRST_ORDER_HOUR_MS;
  let clock = firstOrderDay;
  const store = createOrderStore(db, () => clock);
  const companies = db.prepare('SELECT corporate_ncst AS ncst FROM companies ORDER BY position').all() as {
    ncst: string;
  }[];
  for (const { ncst } of companies) {
    const existing = db
      .prepare(
        `SELECT msisdn, product_type AS productType, tariff_name AS tariffName, iccid FROM lines
         WHERE corporate_ncst = ? ORDER BY msisdn LIMIT 60`,
      )
      .all(ncst) as ExistingLine[];
    const productTypes = [...new Set(existing.map((l) => l.productType))].sort() as ProductType[];
    const authors = (
      db
        .prepare(
          `SELECT u.id FROM users u JOIN user_companies uc ON uc.user_id = u.id
           WHERE uc.corporate_ncst = ? AND u.full_authority = 1 ORDER BY u.id`,
        )
        .all(ncst) as { id: number }[]
    ).map((u) => u.id);
    if (authors.length === 0 || existing.length === 0) continue;
    clock = firstOrderDay + rng.int(0, 3) * DAY_MS;
    for (const [type, status] of PLAN) {
      clock += rng.int(4, 9) * DAY_MS + rng.int(0, 8 * 60) * 60_000;
      const order = buildOrder(rng, type, status, existing, productTypes);
      const userId = rng.pick(authors);
      // Package orders are the package seed's, with their lines on the lines (server/additionalPackage):
      // one invented here would be an order the package history does not know. Drawn all the same,
      // so the other seeded orders stay exactly as they were.
      if (type !== 'ADDITIONAL_PACKAGE')
        store.create({ corporateNcst: ncst, userId, orderType: type, status, ...order });
    }
  }
}
