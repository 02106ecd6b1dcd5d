/**
 * A realistic history of line operation requests per company: every operation type and every
 * status over the six months before the seed day (server/db/seedDay.ts), the finished ones older,
 * the open ones (received, in progress) the most recent, each with its GSM rows and their own
 * results. A generator of its own keeps every other seeded value unchanged.
 */

import { type GsmResult, OPERATION_TYPES, type RequestStatus } from '../../src/api/orderTransactions/types';
import { withCheckDigit } from '../../src/lib/iccid';
import {
  type Channel,
  createTransaction,
  type NewGsmRow,
  type SummaryItem,
} from '../db/ledger/lineOperations';
import { createPrng, type Prng } from '../db/prng';
import { packageNamed, seededTariffNames } from '../db/products';
import type { Db } from '../db/schema';
import { DAY_MS, seedDay } from '../db/seedDay';

const SEED = 20261117;
/** The operations other channels ask for; the portal's own (secure internet, SIM matching …) come from its writes. */
export const SEEDED_OPERATIONS = OPERATION_TYPES.filter((op) =>
  [11, 12, 21, 22, 23, 31, 32, 41, 42, 51, 52].includes(op.id),
);
/** Requests per company; the last OPEN_AT_END are still open. */
const REQUESTS = 120;
const OPEN_AT_END = 7;
const FIRST_DAYS_AGO = 182;
const HOUR_MS = 3_600_000;
/** 09:00 in Turkey, as UTC. */
const MORNING_MS = 6 * HOUR_MS;

interface CompanyLine {
  msisdn: string;
  productType: 'VOICE' | 'DATA' | 'M2M';
  tariffName: string;
  iccid: string;
  userName: string;
}

/** Names from the core catalogue (server/db/products.ts). */
const TARIFFS: Record<CompanyLine['productType'], readonly string[]> = {
  VOICE: seededTariffNames('VOICE'),
  DATA: seededTariffNames('DATA'),
  M2M: seededTariffNames('M2M'),
};
const PACKAGES = ['EK-5GB', 'YD-1GB', 'DK-1000'].map((id) => packageNamed(id).name);
const CLOSE_REASONS = ['Çalışan işten ayrıldı', 'Hat kullanılmıyor', 'Maliyet azaltma'];
const SIM_REASONS = ['Kayıp/çalıntı', 'Arızalı SIM kart', 'Kart boyutu değişikliği'];
const OPERATORS = ['Vodafone', 'Türk Telekom'];
const RECEIVERS = ['Ege Turizm Ltd. Şti.', 'Marmara Yapı A.Ş.', 'Karadeniz Tekstil Ltd. Şti.'];
const NEW_USERS = ['Selin Aksoy', 'Burak Yıldız', 'Elif Çınar', 'Murat Güneş', 'Deniz Ertuğrul'];
const CITIES = ['İstanbul', 'Ankara', 'İzmir', 'Bursa'];
/** Numbers moved in from another operator come from a prefix the seeded lines never use. */
const PORT_IN_PREFIX = '548';
const CANCELLED_REASON = 'Talep, talep eden kişinin isteğiyle iptal edildi.';

/** Why a line failed, per operation type id. */
const FAILURES: Record<number, readonly string[]> = {
  11: ['Hattın taahhüdü bu tarifeye geçişe izin vermiyor.', 'Hatta ödenmemiş fatura var.'],
  12: ['Hatta aynı ek paket zaten tanımlı.', 'Hattın tarifesi bu ek paketi almıyor.'],
  21: ['Hatta aktif taahhüt var; cayma bedeli onaylanmadı.', 'Hat başka bir işlemde bekliyor.'],
  22: ['Hat son 12 ayda iki kez dondurulmuş; yeniden dondurulamaz.'],
  23: ['Hatta ödenmemiş fatura var.'],
  31: ['Bu ICCID başka bir hatta tanımlı.', 'SIM kart stokta yok.'],
  32: ['Hattın cihazı eSIM desteklemiyor.'],
  41: ['Diğer operatör taşımayı reddetti: kimlik bilgileri uyuşmuyor.', 'Hattın diğer operatörde borcu var.'],
  42: ['Devralan şirketin imzalı devir belgesi eksik.'],
  51: ['Hattın ödenmemiş faturası olduğu için yurt dışı kullanımı açılamaz.'],
  52: ['Hat başka bir işlemde bekliyor.'],
};

interface Plan {
  summary: SummaryItem[];
  lines: { msisdn: string; userName: string; before?: string; after?: string }[];
}

function pickDistinct<T>(rng: Prng, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
  return out;
}

/** What was asked and, per line, the value before and after. */
function planOf(rng: Prng, operationTypeId: number, chosen: CompanyLine[], company: string): Plan {
  const plain = (before?: string, after?: string) =>
    chosen.map((l) => ({ msisdn: l.msisdn, userName: l.userName, before, after }));
  switch (operationTypeId) {
    case 11: {
      const type = chosen[0]?.productType ?? 'VOICE';
      const tariff = rng.pick(TARIFFS[type]);
      return {
        summary: [
          { label: 'Yeni tarife', value: tariff },
          { label: 'Geçerlilik', value: 'Bir sonraki fatura döneminden itibaren' },
        ],
        lines: chosen.map((l) => ({
          msisdn: l.msisdn,
          userName: l.userName,
          before: l.tariffName,
          after: tariff,
        })),
      };
    }
    case 12: {
      const pack = rng.pick(PACKAGES);
      return {
        summary: [
          { label: 'Ek paket', value: pack },
          { label: 'Yenileme', value: rng.next() < 0.5 ? 'Her ay otomatik yenilenir' : 'Tek seferlik' },
        ],
        lines: plain(undefined, pack),
      };
    }
    case 21:
      return {
        summary: [
          { label: 'Kapatma nedeni', value: rng.pick(CLOSE_REASONS) },
          { label: 'Belge', value: 'İmzalı hat kapatma dilekçesi' },
        ],
        lines: plain('Aktif', 'Kapalı'),
      };
    case 22:
      return {
        summary: [
          { label: 'Dondurma süresi', value: rng.pick(['1 ay', '3 ay', '6 ay']) },
          { label: 'Dondurma nedeni', value: 'Çalışan uzun süreli izinde' },
        ],
        lines: plain('Aktif', 'Dondurulmuş'),
      };
    case 23:
      return {
        summary: [{ label: 'Açılış', value: 'Talep onaylanınca hemen' }],
        lines: plain('Dondurulmuş', 'Aktif'),
      };
    case 31: {
      const city = rng.pick(CITIES);
      return {
        summary: [
          { label: 'Değişiklik nedeni', value: rng.pick(SIM_REASONS) },
          { label: 'Teslimat', value: `Kargo ile adrese teslim – ${city}` },
        ],
        lines: chosen.map((l) => ({
          msisdn: l.msisdn,
          userName: l.userName,
          before: l.iccid,
          after: withCheckDigit(`8990${rng.digits(15)}`),
        })),
      };
    }
    case 32:
      return {
        summary: [{ label: 'Teslimat', value: 'eSIM QR kodu hat kullanıcısına e-postayla' }],
        lines: plain('Fiziksel SIM', 'eSIM'),
      };
    case 41: {
      const operator = rng.pick(OPERATORS);
      return {
        summary: [
          { label: 'Önceki operatör', value: operator },
          { label: 'Belge', value: 'Numara taşıma başvuru formu' },
        ],
        lines: chosen.map(() => ({
          msisdn: PORT_IN_PREFIX + rng.digits(7),
          userName: rng.pick(NEW_USERS),
          before: operator,
          after: company,
        })),
      };
    }
    case 42: {
      const receiver = rng.pick(RECEIVERS);
      return {
        summary: [
          { label: 'Devralan', value: receiver },
          { label: 'Belge', value: 'İmzalı hat devir sözleşmesi' },
        ],
        lines: plain(company, receiver),
      };
    }
    case 51:
      return { summary: [{ label: 'Kapsam', value: 'Tüm ülkeler' }], lines: plain('Kapalı', 'Açık') };
    default:
      return { summary: [{ label: 'Kapsam', value: 'Tüm ülkeler' }], lines: plain('Açık', 'Kapalı') };
  }
}

/** Each line's result under the request's status. */
function resultOf(rng: Prng, status: RequestStatus, index: number, count: number): GsmResult {
  switch (status) {
    case 'COMPLETED':
      return 'DONE';
    case 'FAILED':
      return 'FAILED';
    case 'CANCELLED':
    case 'REJECTED':
      return 'CANCELLED';
    case 'RECEIVED':
    case 'WAITING_APPROVAL':
      return 'PENDING';
    case 'IN_PROGRESS':
      return index < Math.ceil(count / 2) ? 'DONE' : 'PENDING';
    case 'PARTIAL':
      // At least one line each way.
      if (index === 0) return 'FAILED';
      if (index === count - 1) return 'DONE';
      return rng.next() < 0.3 ? 'FAILED' : 'DONE';
  }
}

const FINAL: readonly RequestStatus[] = [
  'COMPLETED',
  'COMPLETED',
  'COMPLETED',
  'PARTIAL',
  'FAILED',
  'CANCELLED',
];

function statusOf(rng: Prng, index: number): RequestStatus {
  if (index >= REQUESTS - OPEN_AT_END) return index % 2 === 0 ? 'RECEIVED' : 'IN_PROGRESS';
  // The first six finished ones show every final status; the rest as a company's would look.
  return index < FINAL.length ? FINAL[index]! : rng.pick(FINAL);
}

/**
 * Orders placed in the portal (tariff changes, packages, SIM cards, take-overs) are My Orders'
 * seed and show here under their own numbers; the ones this seed adds for those operations came
 * through the call centre, so My Orders does not list orders nobody placed in the portal.
 */
const PORTAL_ORDER_OPERATIONS = [11, 12, 31, 32, 42];

const channelOf = (rng: Prng, operationId: number): Channel => {
  const r = rng.next();
  const channel = r < 0.7 ? 'PORTAL' : r < 0.85 ? 'CALL_CENTER' : 'DEALER';
  return channel === 'PORTAL' && PORTAL_ORDER_OPERATIONS.includes(operationId) ? 'CALL_CENTER' : channel;
};

export function seedOrderTransactions(db: Db): void {
  const rng = createPrng(SEED);
  const today = seedDay(db);
  const companies = db
    .prepare('SELECT corporate_ncst AS ncst, name FROM companies ORDER BY position')
    .all() as { ncst: string; name: string }[];
  for (const company of companies) {
    const lines = db
      .prepare(
        `SELECT msisdn, product_type AS productType, tariff_name AS tariffName, iccid, line_user AS userName
           FROM lines WHERE corporate_ncst = ? ORDER BY msisdn`,
      )
      .all(company.ncst) as CompanyLine[];
    const authors = (
      db
        .prepare(
          `SELECT u.id FROM users u JOIN user_companies uc ON uc.user_id = u.id
           WHERE uc.corporate_ncst = ? AND u.full_authority = 1 ORDER BY u.id`,
        )
        .all(company.ncst) as { id: number }[]
    ).map((u) => u.id);
    if (authors.length === 0 || lines.length === 0) continue;
    // Evenly over the half year, the last one two days before the seed day.
    const step = Math.floor(((FIRST_DAYS_AGO - 2) * DAY_MS) / (REQUESTS - 1));
    for (let i = 0; i < REQUESTS; i++) {
      // 7 is prime to 11: the first eleven requests are the eleven operation types.
      const operation = SEEDED_OPERATIONS[(i * 7) % SEEDED_OPERATIONS.length]!;
      const status = statusOf(rng, i);
      const bulk = i % 12 === 5;
      const byType =
        operation.id === 11 ? lines.filter((l) => l.productType === rng.pick(['VOICE', 'DATA'])) : lines;
      const chosen = pickDistinct(
        rng,
        byType.length > 0 ? byType : lines,
        bulk ? rng.int(20, 40) : rng.int(status === 'PARTIAL' ? 2 : 1, 6),
      );
      const plan = planOf(rng, operation.id, chosen, company.name);
      const createdAt = today - FIRST_DAYS_AGO * DAY_MS + i * step + MORNING_MS + rng.int(0, 8 * 60) * 60_000;
      const open = status === 'RECEIVED' || status === 'IN_PROGRESS';
      const updatedAt =
        status === 'RECEIVED' ? createdAt : createdAt + rng.int(open ? 2 : 20, open ? 20 : 120) * HOUR_MS;
      const gsm: NewGsmRow[] = plan.lines.map((line, index) => {
        const result = resultOf(rng, status, index, plan.lines.length);
        const reason =
          result === 'FAILED'
            ? rng.pick(FAILURES[operation.id] ?? ['İşlem yapılamadı.'])
            : result === 'CANCELLED'
              ? CANCELLED_REASON
              : undefined;
        return {
          ...line,
          status: result,
          ...(reason ? { reason } : {}),
          ...(result === 'PENDING' ? {} : { processedAt: updatedAt - rng.int(0, 60) * 60_000 }),
        };
      });
      createTransaction(db, {
        corporateNcst: company.ncst,
        userId: rng.pick(authors),
        operationTypeId: operation.id,
        status,
        channel: channelOf(rng, operation.id),
        summary: plan.summary,
        createdAt,
        updatedAt,
        ...(open ? {} : { completedAt: updatedAt }),
        lines: gsm,
      });
    }
  }
}
