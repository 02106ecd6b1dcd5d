/**
 * Secure internet (spec §7 secure internet rows): the company's lines with their profile, the
 * profile types, the announcement, saving a profile for chosen lines (each line answered on its
 * own: changed, already so, or refused with the reason) and the history of changes. The limited
 * user's 403 on the save comes from the row's declared access, before this code runs.
 */

import type { SecureInternetProfile, SecureInternetSaveResult } from '../../src/api/secureInternet/types';
import { BODY_CODES } from '../../src/api/types';
import { normalizeMsisdn } from '../../src/lib/msisdn';
import { requireSession } from '../access';
import { DAY_MS } from '../db/seedDay';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import { recordProfileChange } from './ledger';
import { SECURE_INTERNET_MESSAGES } from './messages';
import { ANNOUNCEMENT, PROFILE_TYPES } from './profiles';
import { changeProfiles, companyLine, companyLines, historyOf, type ProfileChange } from './store';

/** Turkey is UTC+3 all year: a calendar day starts at 21:00 UTC the day before. */
const TURKEY_OFFSET_MS = 3 * 3_600_000;
const dayStart = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) - TURKEY_OFFSET_MS;

export const secureInternetHandlers = defineHandlers({
  secureInternetList: ({ deps, auth }) => {
    const session = requireSession(auth);
    return { items: companyLines(deps.db, session.corporateNcst) };
  },

  secureInternetProfileTypes: ({ auth }) => {
    requireSession(auth);
    return { items: PROFILE_TYPES };
  },

  secureInternetAnnouncement: ({ auth }) => {
    requireSession(auth);
    return ANNOUNCEMENT;
  },

  secureInternetHistory: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    if (body.from && body.to && body.from > body.to) {
      throw new ApiError(400, BODY_CODES.validation, SECURE_INTERNET_MESSAGES.periodOrder);
    }
    const digits = body.msisdn?.replace(/\D/g, '').replace(/^(0090|90|0)(?=5)/, '');
    return {
      items: historyOf(deps.db, {
        ncst: session.corporateNcst,
        digits: digits || undefined,
        from: body.from ? dayStart(body.from) : undefined,
        until: body.to ? dayStart(body.to) + DAY_MS : undefined,
      }),
    };
  },

  secureInternetSaveProfiles: ({ deps, auth, body }) => {
    const session = requireSession(auth);
    const at = deps.now();
    const results: SecureInternetSaveResult[] = [];
    const changes: ProfileChange[] = [];
    const seen = new Set<string>();
    const profileBefore = new Map<string, SecureInternetProfile>();
    for (const entry of body.msisdns) {
      const msisdn = normalizeMsisdn(entry);
      if (!msisdn) {
        results.push({ msisdn: entry, status: 'REFUSED', reason: SECURE_INTERNET_MESSAGES.invalidNumber });
        continue;
      }
      if (seen.has(msisdn)) continue;
      seen.add(msisdn);
      // Another company's line answers as a number that is not the company's: no one learns whose it is.
      const line = companyLine(deps.db, session.corporateNcst, msisdn);
      if (line) profileBefore.set(msisdn, line.profile);
      if (!line) results.push({ msisdn, status: 'REFUSED', reason: SECURE_INTERNET_MESSAGES.notOwn });
      else if (!line.changeable) results.push({ msisdn, status: 'REFUSED', reason: line.reason ?? '' });
      else if (line.profile === body.profile) {
        results.push({ msisdn, status: 'UNCHANGED', reason: SECURE_INTERNET_MESSAGES.sameProfile });
      } else {
        results.push({ msisdn, status: 'CHANGED' });
        changes.push({
          msisdn,
          ncst: session.corporateNcst,
          from: line.profile,
          to: body.profile,
          by: session.user.fullName,
          at,
        });
      }
    }
    const { number } = deps.db.transaction(() => {
      changeProfiles(deps.db, changes);
      return recordProfileChange(deps.db, deps.now, session, {
        profile: body.profile,
        results,
        profileBefore,
      });
    })();
    return { orderId: number, profile: body.profile, changed: changes.length, results };
  },
});
