/**
 * Contracts per company in both families (issue 3): six pending and fourteen decided ones each,
 * covering some of the company's lines. A generator of its own keeps every other seeded row as
 * it was. Every second contract needs an SMS code to download, starting with the first one.
 */
import type { ContractFamily, ContractLine, ContractStatus } from '../../src/api/contracts/types';
import { createPrng, type Prng } from '../db/prng';
import type { Db } from '../db/schema';
import { seedDay } from '../db/seedDay';

const SEED = 20251024;
const PENDING_PER_FAMILY = 6;
const HISTORY_PER_FAMILY = 14;
const DAY_MS = 86_400_000;

interface ContractKind {
  type: string;
  queryType: string;
  products: readonly string[];
}

/** What each family files; istecep contracts are the operator's "İşteCep" business offers. */
export const CONTRACT_KINDS: Record<ContractFamily, readonly ContractKind[]> = {
  STANDARD: [
    { type: 'Kurumsal Hat Sözleşmesi', queryType: 'HAT_SOZLESMESI', products: ['Ses', 'Mobil internet'] },
    { type: 'Taahhütname', queryType: 'TAAHHUT', products: ['Tarife indirimi'] },
    {
      type: 'Ek Paket Sözleşmesi',
      queryType: 'EK_PAKET',
      products: ['Ek internet paketi', 'Yurt dışı paketi'],
    },
    { type: 'Online İşlemler Sözleşmesi', queryType: 'ONLINE_ISLEM', products: ['Kurumsal Portal'] },
    { type: 'Cihaz Kampanyası Taahhütnamesi', queryType: 'CIHAZ_KAMPANYA', products: ['Akıllı telefon'] },
    { type: 'M2M Hizmet Sözleşmesi', queryType: 'M2M_HIZMET', products: ['M2M bağlantı', 'Filo takip'] },
  ],
  ISTECEP: [
    {
      type: 'İşteCep Hizmet Sözleşmesi',
      queryType: 'ISTECEP_HIZMET',
      products: ['İşteCep ses', 'İşteCep veri'],
    },
    { type: 'İşteCep Kampanya Taahhüdü', queryType: 'ISTECEP_KAMPANYA', products: ['İşteCep kampanya'] },
    { type: 'İşteCep Hat Devir Sözleşmesi', queryType: 'ISTECEP_DEVIR', products: ['Hat devri'] },
    {
      type: 'İşteCep Ek Hizmet Sözleşmesi',
      queryType: 'ISTECEP_EK_HIZMET',
      products: ['Sabit IP', 'Kurumsal santral'],
    },
  ],
};

const HISTORY_STATUSES: readonly ContractStatus[] = [
  'APPROVED',
  'APPROVED',
  'APPROVED',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
];
const REJECT_REASONS = [
  'Hat sayısı talep edilenle uyuşmuyor.',
  'Tarife bilgisi hatalı yazılmış.',
  'Şirket unvanı eksik yazılmış.',
];

/** First digit of the contract number by family, so a number never exists in both stores. */
const FAMILY_DIGIT: Record<ContractFamily, string> = { STANDARD: '4', ISTECEP: '7' };

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addMonths = (iso: string, months: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return isoDate(d.getTime());
};
const hex = (rng: Prng, count: number) =>
  Array.from({ length: count }, () => rng.int(0, 15).toString(16).toUpperCase()).join('');

export function seedContracts(db: Db): void {
  const rng = createPrng(SEED);
  const today = seedDay(db);
  const companies = db.prepare('SELECT corporate_ncst AS ncst FROM companies ORDER BY position').all() as {
    ncst: string;
  }[];
  const linesOf = db.prepare(
    `SELECT msisdn, product_type AS productType, tariff_name AS tariffName FROM lines
     WHERE corporate_ncst = ? AND status = 'ACTIVE' ORDER BY msisdn`,
  );
  const insert = db.prepare(
    `INSERT INTO contracts (contract_number, family, corporate_ncst, contract_query_type, filenet_id,
       file_id, title, type, status, created_date, valid_from, valid_until, approval_deadline,
       decided_at, decision_reason, lines, products, download_requires_otp, position)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const taken = new Set<string>();
  for (const company of companies) {
    const lines = linesOf.all(company.ncst) as ContractLine[];
    const hasM2m = lines.some((l) => l.productType === 'M2M');
    for (const family of ['STANDARD', 'ISTECEP'] as const) {
      for (let i = 0; i < PENDING_PER_FAMILY + HISTORY_PER_FAMILY; i++) {
        const pending = i < PENDING_PER_FAMILY;
        let number: string;
        do number = `${FAMILY_DIGIT[family]}${rng.digits(9)}`;
        while (taken.has(number));
        taken.add(number);
        // An M2M contract only for a company with M2M lines, and it covers those lines only.
        const kind = rng.pick(CONTRACT_KINDS[family].filter((k) => k.queryType !== 'M2M_HIZMET' || hasM2m));
        const pool = lines.filter((l) => (l.productType === 'M2M') === (kind.queryType === 'M2M_HIZMET'));
        const covered = Array.from({ length: rng.int(1, 4) }, () => rng.pick(pool)).filter(
          (line, index, all) => all.findIndex((l) => l.msisdn === line.msisdn) === index,
        );
        // Pending ones arrived in the last weeks and are due within the next months; decided ones
        // over the three and a half years before (all around the seed day: server/db/seedDay.ts).
        const created = pending
          ? today - 50 * DAY_MS + rng.int(0, 45) * DAY_MS
          : today - 1_420 * DAY_MS + rng.int(0, 1_350) * DAY_MS;
        const createdDate = isoDate(created);
        const deadline = pending ? isoDate(today + 50 * DAY_MS + rng.int(0, 40) * DAY_MS) : null;
        const validFrom = deadline ? isoDate(Date.parse(deadline) + DAY_MS) : isoDate(created + 7 * DAY_MS);
        const validUntil = addMonths(validFrom, rng.pick([12, 24, 36]));
        const status: ContractStatus = pending ? 'PENDING' : rng.pick(HISTORY_STATUSES);
        const decidedAt = pending
          ? null
          : new Date(created + rng.int(2, 25) * DAY_MS + rng.int(9, 17) * 3_600_000).toISOString();
        insert.run(
          number,
          family,
          company.ncst,
          kind.queryType,
          `{${hex(rng, 8)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 4)}-${hex(rng, 12)}}`,
          `DOC${rng.digits(8)}`,
          `${kind.type} – ${covered.length} hat`,
          kind.type,
          status,
          createdDate,
          validFrom,
          validUntil,
          deadline,
          decidedAt,
          status === 'REJECTED' ? rng.pick(REJECT_REASONS) : null,
          JSON.stringify(covered),
          JSON.stringify(kind.products),
          i % 2 === 0 ? 1 : 0,
          i,
        );
      }
    }
  }
}
