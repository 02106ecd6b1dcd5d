/**
 * New-line demo data: the operator's number pool, each company's unused numbers and SIM stock
 * (two blocked physical SIMs and one blocked e-SIM profile per company, so SIM validation has
 * something to refuse), and the customer validation status. Its own generator seed, so adding
 * it does not move the data of the other seeds.
 */

import type {
  NewLineOptions,
  NewLineProductType,
  Partner,
  PreferenceOption,
} from '../../src/api/newLine/types';
import { withCheckDigit } from '../../src/lib/iccid';
import { createPrng } from '../db/prng';
import { allowanceText, packagesOfferedIn, SIM_PRODUCTS, tariffsOfferedIn } from '../db/products';
import type { Db } from '../db/schema';

const SEED = 20261121;

/** Pool prefixes: people dial VOICE numbers, so they get the memorable 5xx blocks. */
const POOL_PREFIXES: Record<NewLineProductType, readonly string[]> = {
  VOICE: ['501', '505', '506', '507'],
  DATA: ['549'],
  M2M: ['88'],
};
/** M2M numbers are 12 digits (devices, never dialled by people); the others are 10. */
const NUMBER_LENGTH: Record<NewLineProductType, number> = { VOICE: 10, DATA: 10, M2M: 12 };
const POOL_SIZE: Record<NewLineProductType, number> = { VOICE: 40, DATA: 20, M2M: 20 };
const EXISTING_PER_COMPANY: Record<NewLineProductType, number> = { VOICE: 3, DATA: 2, M2M: 2 };
const PHYSICAL_SIMS_PER_COMPANY = 12;
const ESIMS_PER_TYPE = 4;

export const BLOCKED_REASONS = [
  'SIM kart kayıp/çalıntı bildirimi nedeniyle kapatılmış.',
  'SIM kart arızalı olarak kaydedilmiş.',
] as const;

/** Anadolu Enerji's signature circular has run out: its new-line orders are refused. */
const UNVALIDATED: Record<string, string> = {
  '1000245872':
    'Şirketinizin imza sirkülerinin süresi dolmuştur. Yeni hat siparişi için güncel imza sirkülerini size en yakın mağazaya iletin.',
};

/** A type's tariffs and packages: the catalogue's products sold with a new line (server/db/products.ts). */
function optionsOf(productType: NewLineProductType): NewLineOptions {
  return {
    productType,
    maxLines: 5,
    tariffs: tariffsOfferedIn('NEW_LINE', productType).map((t) => ({
      id: t.id,
      name: t.name,
      monthlyFee: t.priceKurus / 100,
      description: allowanceText(t),
    })),
    packages: packagesOfferedIn('NEW_LINE', productType).map((p) => ({
      id: p.id,
      name: p.name,
      monthlyFee: p.priceKurus / 100,
    })),
  };
}

export const NEW_LINE_OPTIONS: Record<NewLineProductType, NewLineOptions> = {
  VOICE: optionsOf('VOICE'),
  DATA: optionsOf('DATA'),
  M2M: optionsOf('M2M'),
};

/** The stock's cards carry the catalogue's SIM product names. */
const SIM_NAMES = {
  PHYSICAL: SIM_PRODUCTS.find((p) => p.id === 'TRIPLE_CUT')?.name ?? '',
  ESIM: SIM_PRODUCTS.find((p) => p.id === 'ESIM')?.name ?? '',
};

export const PREFERENCE_OPTIONS: PreferenceOption[] = [
  { id: 'E_INVOICE', label: 'Faturalar e-posta ile gönderilsin', defaultOn: true },
  { id: 'USAGE_SMS', label: 'Kullanım limiti bildirim SMS’leri', defaultOn: true },
  { id: 'CAMPAIGN_SMS', label: 'Kampanya ve duyuru SMS’leri', defaultOn: false },
];

export const PARTNERS: Partner[] = [
  { id: 'PRT-IST-01', name: 'Kadıköy İletişim Bayi', city: 'İstanbul' },
  { id: 'PRT-ANK-01', name: 'Kızılay Kurumsal Satış Noktası', city: 'Ankara' },
  { id: 'PRT-IZM-01', name: 'Alsancak İletişim Merkezi', city: 'İzmir' },
];

export function seedNewLine(db: Db): void {
  const rng = createPrng(SEED);
  const taken = new Set(
    (db.prepare('SELECT msisdn FROM lines').all() as { msisdn: string }[]).map((row) => row.msisdn),
  );
  const insertNumber = db.prepare(
    'INSERT INTO newline_numbers (msisdn, product_type, corporate_ncst) VALUES (?, ?, ?)',
  );
  const draw = (type: NewLineProductType) => {
    let msisdn: string;
    do {
      const prefix = rng.pick(POOL_PREFIXES[type]);
      msisdn = prefix + rng.digits(NUMBER_LENGTH[type] - prefix.length);
    } while (taken.has(msisdn));
    taken.add(msisdn);
    return msisdn;
  };
  for (const type of ['VOICE', 'DATA', 'M2M'] as const) {
    for (let n = 0; n < POOL_SIZE[type]; n++) insertNumber.run(draw(type), type, null);
  }
  const insertSim = db.prepare(
    `INSERT INTO newline_sims (iccid, corporate_ncst, sim_type, product_type, name, blocked_reason)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertCustomer = db.prepare(
    'INSERT INTO newline_customers (corporate_ncst, validated, message) VALUES (?, ?, ?)',
  );
  // The core's companies in their seeded order (read, not imported: the core seed runs features).
  const companies = db
    .prepare('SELECT corporate_ncst AS corporateNcst FROM companies ORDER BY position')
    .all() as {
    corporateNcst: string;
  }[];
  companies.forEach((company, c) => {
    for (const type of ['VOICE', 'DATA', 'M2M'] as const) {
      for (let n = 0; n < EXISTING_PER_COMPANY[type]; n++)
        insertNumber.run(draw(type), type, company.corporateNcst);
    }
    // Serial numbers ascend, so the blocked cards come last in the stock list.
    const base = `899001${String(c + 1).padStart(2, '0')}${rng.digits(6)}`;
    for (let n = 0; n < PHYSICAL_SIMS_PER_COMPANY; n++) {
      const blocked = n >= PHYSICAL_SIMS_PER_COMPANY - BLOCKED_REASONS.length;
      insertSim.run(
        withCheckDigit(`${base}${String(n + 1).padStart(5, '0')}`),
        company.corporateNcst,
        'PHYSICAL',
        null,
        SIM_NAMES.PHYSICAL,
        blocked ? BLOCKED_REASONS[n - (PHYSICAL_SIMS_PER_COMPANY - BLOCKED_REASONS.length)] : null,
      );
    }
    (['VOICE', 'DATA', 'M2M'] as const).forEach((type, t) => {
      for (let n = 0; n < ESIMS_PER_TYPE; n++) {
        insertSim.run(
          withCheckDigit(
            `899002${String(c + 1).padStart(2, '0')}${t}${rng.digits(5)}${String(n + 1).padStart(5, '0')}`,
          ),
          company.corporateNcst,
          'ESIM',
          type,
          `${SIM_NAMES.ESIM} ${n + 1}`,
          type === 'VOICE' && n === ESIMS_PER_TYPE - 1 ? BLOCKED_REASONS[1] : null,
        );
      }
    });
    insertCustomer.run(
      company.corporateNcst,
      UNVALIDATED[company.corporateNcst] ? 0 : 1,
      UNVALIDATED[company.corporateNcst] ?? null,
    );
    // Once the tax number's digits (now the core profile's); drawn still, so later draws stay.
    rng.digits(10);
  });
}
