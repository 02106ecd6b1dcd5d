import { matchesPartialNumber } from '../../../lib/msisdn';
import type {
  FilterChoices,
  FindLinesInput,
  FindLinesOutput,
  PickerLine,
  ResolveNumbersInput,
  ResolveNumbersOutput,
} from './types';

/** A fake company for the picker's machine and view tests: deterministic lines and calls. */

const USERS = ['Ayşe Yılmaz', 'Can Öztürk', 'Zeynep Kaya', 'Mehmet Demir', 'İlker Şahin'];
const TARIFFS = ['Kurumsal 10 GB', 'Kurumsal 20 GB', 'M2M Mini'];

export function makeLine(i: number): PickerLine {
  const productType = i % 10 === 9 ? 'M2M' : i % 3 === 0 ? 'DATA' : 'VOICE';
  return {
    msisdn: String(5320000000 + i),
    productType,
    tariffName: TARIFFS[i % TARIFFS.length] ?? 'Kurumsal 10 GB',
    status: i % 7 === 6 ? 'SUSPENDED' : 'ACTIVE',
    userName: USERS[i % USERS.length] ?? 'Ayşe Yılmaz',
    roaming: i % 2 === 0,
  };
}

export const testChoices: FilterChoices = {
  productTypes: [
    { value: 'VOICE', label: 'Ses' },
    { value: 'DATA', label: 'Veri' },
    { value: 'M2M', label: 'M2M' },
  ],
  tariffs: TARIFFS.map((t) => ({ value: t, label: t })),
  statuses: [
    { value: 'ACTIVE', label: 'Aktif' },
    { value: 'SUSPENDED', label: 'Askıda' },
  ],
};

export interface TestCompany {
  lines: PickerLine[];
  byMsisdn: Map<string, PickerLine>;
  /** Numbers the company owns but this person may not act on, with the server's reason. */
  notAllowed: Map<string, string>;
  findLines: (input: FindLinesInput) => Promise<FindLinesOutput>;
  resolveNumbers: (input: ResolveNumbersInput) => Promise<ResolveNumbersOutput>;
}

export function testCompany(count: number, notAllowed: Record<string, string> = {}): TestCompany {
  const lines = Array.from({ length: count }, (_, i) => makeLine(i));
  const byMsisdn = new Map(lines.map((l) => [l.msisdn, l]));
  const refused = new Map(Object.entries(notAllowed));
  return {
    lines,
    byMsisdn,
    notAllowed: refused,
    findLines: async ({ text, filters, offset, limit }) => {
      const q = text.trim().toLocaleLowerCase('tr-TR');
      const matching = lines.filter(
        (l) =>
          (q === '' ||
            matchesPartialNumber(l.msisdn, q) ||
            l.userName.toLocaleLowerCase('tr-TR').includes(q)) &&
          (filters.productType === undefined || l.productType === filters.productType) &&
          (filters.tariffName === undefined || l.tariffName === filters.tariffName) &&
          (filters.status === undefined || l.status === filters.status) &&
          (filters.roaming === undefined || l.roaming === filters.roaming) &&
          (filters.userName === undefined ||
            l.userName.toLocaleLowerCase('tr-TR').includes(filters.userName.toLocaleLowerCase('tr-TR'))),
      );
      return { rows: matching.slice(offset, offset + limit), total: matching.length };
    },
    resolveNumbers: async ({ msisdns }) => {
      const out: ResolveNumbersOutput = { found: [], unknown: [], notAllowed: [] };
      for (const msisdn of msisdns) {
        const reason = refused.get(msisdn);
        const line = byMsisdn.get(msisdn);
        if (reason !== undefined) out.notAllowed.push({ msisdn, reason });
        else if (line) out.found.push(line);
        else out.unknown.push(msisdn);
      }
      return out;
    },
  };
}
