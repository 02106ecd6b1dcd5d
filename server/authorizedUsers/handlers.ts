/**
 * Authorized users (spec §7 rows): the company's persons with their permissions, a person's
 * companies, one person's permissions per operation group, and the change confirmed by an SMS
 * code whose reference is the person's id. The limited user's 403 on the change comes from the
 * permission guard (rows of this feature need full authority); the rules of rules.ts refuse the
 * rest with their Turkish reasons.
 */
import {
  AUTHORIZED_USER_OTP_PURPOSE,
  type GroupPermission,
  normalizePermission,
} from '../../src/api/authorizedUsers/types';
import { BODY_CODES } from '../../src/api/types';
import { requireSession } from '../access';
import { getCompany } from '../db/directory';
import { recordOperation } from '../db/ledger/record';
import type { Db } from '../db/schema';
import { ApiError } from '../envelope';
import { defineHandlers } from '../handlers/types';
import type { ActiveSession } from '../sessions';
import { AUTHORIZED_USER_MESSAGES as M } from './messages';
import { changeRules } from './rules';
import { companyPersons, groupPermissions, type PersonRow, personCompanies, savePermissions } from './store';

const forbidden = (message: string) => new ApiError(403, BODY_CODES.forbidden, message);
const folded = (text: string) => text.toLocaleLowerCase('tr');

function findPerson(db: Db, session: ActiveSession, userId: number): PersonRow {
  const person = companyPersons(db, session.corporateNcst).find((p) => p.userId === userId);
  if (!person) throw new ApiError(404, BODY_CODES.notFound, M.personNotFound);
  return person;
}

function personPermissions(db: Db, session: ActiveSession, person: PersonRow) {
  return {
    userId: person.userId,
    fullName: person.fullName,
    corporateNcst: session.corporateNcst,
    fullAuthority: person.fullAuthority,
    companies: personCompanies(db, person.userId),
    permissions: groupPermissions(db, person, session.corporateNcst),
    ...changeRules(db, session, person),
  };
}

const sameLevels = (a: GroupPermission | undefined, b: GroupPermission) =>
  !!a && a.read === b.read && a.request === b.request && a.approve === b.approve;

export const authorizedUsersHandlers = defineHandlers({
  authorizedUserList: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db } = ctx.deps;
    const { authFilter, name } = ctx.query;
    const company = getCompany(db, session.corporateNcst);
    const persons = companyPersons(db, session.corporateNcst)
      .filter((p) => !authFilter || authFilter === 'ALL' || p.authorizedPersonType === authFilter)
      .filter((p) => !name || folded(p.fullName).includes(folded(name)))
      .map((person) => ({
        userId: person.userId,
        fullName: person.fullName,
        authorizedPersonType: person.authorizedPersonType,
        fullAuthority: person.fullAuthority,
        self: person.userId === session.userId,
        companies: personCompanies(db, person.userId),
        permissions: groupPermissions(db, person, session.corporateNcst).filter((entry) => entry.read),
        ...changeRules(db, session, person),
      }));
    return {
      corporateNcst: session.corporateNcst,
      corporateName: company?.name ?? '',
      viewerMayChange: session.user.fullAuthority,
      persons,
    };
  },

  authorizedUserCompanies: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db } = ctx.deps;
    const userId = ctx.query.userId ?? session.userId;
    if (userId !== session.userId) findPerson(db, session, userId);
    const rows = db
      .prepare(
        `SELECT c.corporate_ncst AS corporateNcst, c.corporate_id AS corporateId, c.name,
           h.name AS holdingName, uc.default_company AS defaultCompany
         FROM user_companies uc JOIN companies c ON c.corporate_ncst = uc.corporate_ncst
         JOIN holdings h ON h.id = c.holding_id WHERE uc.user_id = ? ORDER BY uc.position`,
      )
      .all(userId) as Array<{
      corporateNcst: string;
      corporateId: string;
      name: string;
      holdingName: string;
      defaultCompany: number;
    }>;
    return { companies: rows.map((row) => ({ ...row, defaultCompany: row.defaultCompany === 1 })) };
  },

  authorizedUserPermissions: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db } = ctx.deps;
    return personPermissions(db, session, findPerson(db, session, ctx.body.userId));
  },

  authorizedUserPermissionChange: (ctx) => {
    const session = requireSession(ctx.auth);
    const { db } = ctx.deps;
    const { body } = ctx;
    const person = findPerson(db, session, body.userId);
    const rules = changeRules(db, session, person);
    if (rules.refusal) throw forbidden(rules.refusal);
    if (person.fullAuthority && !body.fullAuthority && rules.lastFullAuthority) {
      throw forbidden(rules.lastFullAuthority);
    }
    const groups = new Set(body.permissions.map((entry) => entry.group));
    if (groups.size !== body.permissions.length) {
      throw new ApiError(400, BODY_CODES.validation, M.duplicateGroup);
    }
    ctx.deps.otp.consumeValidated(
      body.transactionId,
      AUTHORIZED_USER_OTP_PURPOSE,
      session.userId,
      String(person.userId),
    );
    const before = new Map(groupPermissions(db, person, session.corporateNcst).map((e) => [e.group, e]));
    const permissions = body.permissions.map(normalizePermission);
    const asked = new Map(permissions.map((entry) => [entry.group, entry]));
    const changedGroups = [...before.values()].filter((old) => {
      const next = asked.get(old.group) ?? { ...old, read: false, request: false, approve: false };
      return !sameLevels(old, next);
    }).length;
    const { number } = db.transaction(() => {
      savePermissions(db, {
        userId: person.userId,
        corporateNcst: session.corporateNcst,
        fullAuthority: body.fullAuthority,
        permissions,
      });
      // One rights entry in the ledger, naming whose rights changed (the person asking is its requester).
      return recordOperation(db, ctx.deps.now, {
        corporateNcst: session.corporateNcst,
        userId: session.userId,
        kind: 'PERMISSION_CHANGE',
        title: `${person.fullName} için yetki değişikliği`,
        summary: [
          { label: 'Yetkili kişi', value: person.fullName },
          { label: 'Tam yetki', value: body.fullAuthority ? 'Var' : 'Yok' },
          { label: 'Değişen yetki grubu', value: String(changedGroups) },
        ],
        details: { personId: person.userId, fullAuthorityBefore: person.fullAuthority },
        lines: [],
        status: 'COMPLETED',
      });
    })();
    const saved = { ...person, fullAuthority: body.fullAuthority };
    return { ...personPermissions(db, session, saved), changedGroups, orderId: number };
  },
});
