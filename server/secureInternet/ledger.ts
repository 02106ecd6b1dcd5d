/**
 * A secure-internet profile change in the operations ledger: one entry (line operation 61) for
 * the whole save, each asked line with its profile before and after and how it ended (a line
 * already on the profile counts as done with the answer's note; a refused one as failed).
 */
import {
  PROFILE_NAMES,
  type SecureInternetProfile,
  type SecureInternetSaveResult,
} from '../../src/api/secureInternet/types';
import { recordOperation } from '../db/ledger/record';
import type { Db } from '../db/schema';

/** OPERATION_TYPES: "Güvenli internet profili değişikliği". */
const SECURE_INTERNET_OPERATION = 61;

export function recordProfileChange(
  db: Db,
  now: () => number,
  asker: { corporateNcst: string; userId: number },
  change: {
    profile: SecureInternetProfile;
    results: readonly SecureInternetSaveResult[];
    /** Each company line's profile before the save. */
    profileBefore: ReadonlyMap<string, SecureInternetProfile>;
  },
): { number: string } {
  const lines = change.results.map((r) => {
    const before = change.profileBefore.get(r.msisdn);
    const done = r.status !== 'REFUSED';
    return {
      msisdn: r.msisdn,
      result: done ? ('DONE' as const) : ('FAILED' as const),
      ...(before ? { before: PROFILE_NAMES[before] } : {}),
      ...(before ? { after: PROFILE_NAMES[done ? change.profile : before] } : {}),
      ...(r.reason ? { reason: r.reason } : {}),
    };
  });
  return recordOperation(db, now, {
    ...asker,
    kind: 'SECURE_INTERNET',
    operationTypeId: SECURE_INTERNET_OPERATION,
    title: `${lines.length} hat için güvenli internet profili: ${PROFILE_NAMES[change.profile]}`,
    summary: [
      { label: 'Profil', value: PROFILE_NAMES[change.profile] },
      {
        label: 'Değişen hat sayısı',
        value: String(change.results.filter((r) => r.status === 'CHANGED').length),
      },
    ],
    lines,
  });
}
