/**
 * A line's call detail records of one period (calls, SMS, data sessions). They are derived from
 * the number and the period with a seeded generator instead of stored: the same every time,
 * nothing personal kept in the database, and gone with the line. The charges of the records that
 * went over the package add up to the line's usage charge on that period's invoice.
 */
import type { CallDetail, CallKind, CallRecord } from '../../src/api/invoices/types';
import { createPrng, type Prng } from '../db/prng';

const CALLS = [
  'Yurt içi sesli arama - Aynı operatör',
  'Yurt içi sesli arama - Diğer operatör',
  'Sabit hat araması',
  'Sesli mesaj (Telesekreter)',
];
const SMS = ['Yurt içi SMS', 'Yurt içi SMS - Diğer operatör', 'Yurt dışı SMS'];
const DATA = ['Mobil internet (4.5G)', 'Mobil internet (5G)'];
const MOBILE_PREFIXES = ['530', '532', '533', '535', '541', '542', '505', '506', '555'];
const CITY_CODES = ['212', '216', '312', '232', '224'];

function seedOf(msisdn: string, period: string): number {
  let h = 2166136261;
  for (const ch of `${msisdn}:${period}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** "0532 *** ** 45": the other party is someone else's personal data too. */
const masked = (prefix: string, rng: Prng) => `0${prefix} *** ** ${rng.digits(2)}`;

/** How many records of each kind a line of the type makes in a month. */
const VOLUME: Record<string, Record<CallKind, [number, number]>> = {
  VOICE: { CALL: [30, 90], SMS: [8, 30], DATA: [20, 50] },
  DATA: { CALL: [0, 0], SMS: [0, 3], DATA: [30, 70] },
  M2M: { CALL: [0, 0], SMS: [2, 8], DATA: [15, 35] },
};

function record(
  rng: Prng,
  kind: CallKind,
  productType: string,
  period: string,
): Omit<CallRecord, 'chargeKurus'> {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = String(rng.int(1, days)).padStart(2, '0');
  const time = `${String(rng.int(7, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const at = `${period}-${day}T${time}+03:00`;
  if (kind === 'CALL') {
    const description = rng.pick(CALLS);
    const counterpart =
      description === 'Sabit hat araması'
        ? masked(rng.pick(CITY_CODES), rng)
        : masked(rng.pick(MOBILE_PREFIXES), rng);
    return { at, kind, description, counterpart, durationSeconds: rng.int(8, 1_500), volumeKb: 0 };
  }
  if (kind === 'SMS') {
    const description = productType === 'M2M' ? 'Cihaz bildirimi SMS' : rng.pick(SMS);
    return {
      at,
      kind,
      description,
      counterpart: masked(rng.pick(MOBILE_PREFIXES), rng),
      durationSeconds: 0,
      volumeKb: 0,
    };
  }
  const volumeKb = productType === 'M2M' ? rng.int(4, 900) : rng.int(500, 350_000);
  return {
    at,
    kind,
    description: rng.pick(DATA),
    counterpart: '',
    durationSeconds: rng.int(60, 7_200),
    volumeKb,
  };
}

export function callDetailOf(
  msisdn: string,
  productType: string,
  period: string,
  usageKurus: number,
): Omit<CallDetail, 'tariffName'> {
  const rng = createPrng(seedOf(msisdn, period));
  const volume = VOLUME[productType] ?? VOLUME.VOICE!;
  const drafts = (['CALL', 'SMS', 'DATA'] as const).flatMap((kind) =>
    Array.from({ length: rng.int(...volume[kind]) }, () => record(rng, kind, productType, period)),
  );
  drafts.sort((a, b) => a.at.localeCompare(b.at));
  // The package ran out near the month's end: the last records carry the usage charge.
  const charged = usageKurus > 0 ? Math.min(drafts.length, rng.int(3, 12)) : 0;
  const first = drafts.length - charged;
  let left = usageKurus;
  const records: CallRecord[] = drafts.map((draft, i) => {
    if (i < first) return { ...draft, chargeKurus: 0 };
    const share = i === drafts.length - 1 ? left : Math.floor(usageKurus / charged);
    left -= share;
    return { ...draft, chargeKurus: share };
  });
  const of = (kind: CallKind) => records.filter((r) => r.kind === kind);
  return {
    msisdn,
    period,
    records,
    totals: {
      calls: of('CALL').length,
      callSeconds: of('CALL').reduce((s, r) => s + r.durationSeconds, 0),
      sms: of('SMS').length,
      dataKb: of('DATA').reduce((s, r) => s + r.volumeKb, 0),
      chargeKurus: records.reduce((s, r) => s + r.chargeKurus, 0),
    },
  };
}
