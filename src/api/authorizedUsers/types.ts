/**
 * Authorized users and their permissions (spec §6 "authorized users", §7 its four rows).
 *
 * A person's rights in a company are either full authority (everything) or, per operation group,
 * three levels: read (sees the group's screens), request (may make changes) and approve (may
 * approve others' requests). The groups are the catalogue's features that change data; the
 * sandbox's permission guard decides every write row by the `request` level of the row's group.
 * A change of someone's rights is confirmed with an SMS code whose reference is the person's id.
 */
import * as v from 'valibot';
import { flag, list, num, oneOf, optional, optionalText, queryInt, text } from '../contract/fields';

/** The OTP purpose (server/otp.ts OTP_PURPOSES) that confirms a change of permissions. */
export const AUTHORIZED_USER_OTP_PURPOSE = 'AUTHORIZED_USER';

/** Operation groups: the catalogue features with write rows, each with the name people read. */
export const PERMISSION_GROUPS = [
  { id: 'usageAbroad', title: 'Yurt dışı kullanım ve arama' },
  { id: 'lineUser', title: 'Hat kullanıcı bilgileri' },
  { id: 'tariff', title: 'Tarife değişikliği' },
  { id: 'additionalPackage', title: 'Ek paketler' },
  { id: 'extraPacket', title: 'Ekstra paket izinleri' },
  { id: 'secureInternet', title: 'Güvenli internet' },
  { id: 'lineDeactivation', title: 'Hat kapatma' },
  { id: 'simCard', title: 'SIM kart siparişi' },
  { id: 'simMatching', title: 'SIM kart eşleştirme' },
  { id: 'newLine', title: 'Yeni hat' },
  { id: 'takeOver', title: 'Devir' },
  { id: 'reContract', title: 'Taahhüt yenileme' },
  { id: 'contracts', title: 'Sözleşmeler' },
  { id: 'approvalProcedures', title: 'Onay süreçleri' },
  { id: 'documents', title: 'Belgeler' },
  { id: 'requestSubmitting', title: 'Talep iletme' },
  { id: 'orders', title: 'Siparişlerim' },
  { id: 'invoices', title: 'Faturalar' },
  { id: 'search', title: 'Kayıtlı aramalar' },
  { id: 'expressMenu', title: 'Hızlı işlemler menüsü' },
] as const satisfies readonly { id: string; title: string }[];

export type PermissionGroupId = (typeof PERMISSION_GROUPS)[number]['id'];
export const PERMISSION_GROUP_IDS = PERMISSION_GROUPS.map((group) => group.id) as [
  PermissionGroupId,
  ...PermissionGroupId[],
];

export const PERMISSION_LEVELS = ['read', 'request', 'approve'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];
export const PERMISSION_LEVEL_TITLES: Record<PermissionLevel, string> = {
  read: 'Görüntüleme',
  request: 'Talep',
  approve: 'Onay',
};

/** Authorized person types (spec §3 authorizedPersonType) with their Turkish names. */
export const AUTHORIZED_PERSON_TYPES = ['TAM_YETKILI', 'OZEL_SIFRE_YETKILISI', 'YETKILI'] as const;
export type AuthorizedPersonType = (typeof AUTHORIZED_PERSON_TYPES)[number];
export const AUTHORIZED_PERSON_TYPE_TITLES: Record<string, string> = {
  TAM_YETKILI: 'Tam yetkili',
  OZEL_SIFRE_YETKILISI: 'Özel şifre yetkilisi',
  YETKILI: 'Yetkili',
};

/** One group's levels for one person in one company. */
export const GroupPermission = v.object({
  group: oneOf('İşlem grubu', PERMISSION_GROUP_IDS),
  read: flag('Görüntüleme'),
  request: flag('Talep'),
  approve: flag('Onay'),
});
export type GroupPermission = v.InferOutput<typeof GroupPermission>;

export type { GroupLevels, PersonRights } from '../rights/types';

/**
 * A company of a person. The details come from the companies row (authorizedUserCompanies), which
 * the person's page asks beside the permissions; lists carry the name only.
 */
const PersonCompany = v.object({
  corporateNcst: v.string(),
  name: v.string(),
  corporateId: v.optional(v.string()),
  holdingName: v.optional(v.string()),
  defaultCompany: v.optional(v.boolean()),
});

/**
 * Why the signed-in person may not change this person's rights, said before any attempt, or
 * null. `lastFullAuthority`: the person may not lose full authority (rights may still change).
 */
const ChangeRules = {
  refusal: v.nullable(v.string()),
  lastFullAuthority: v.nullable(v.string()),
};

export const AuthorizedPerson = v.object({
  userId: v.number(),
  fullName: v.string(),
  authorizedPersonType: v.string(),
  fullAuthority: v.boolean(),
  self: v.boolean(),
  companies: v.array(PersonCompany),
  /** The current company's groups where the person has at least one level. */
  permissions: v.array(GroupPermission),
  ...ChangeRules,
});
export type AuthorizedPerson = v.InferOutput<typeof AuthorizedPerson>;

export const AuthorizedUserListQuery = v.object({
  authFilter: optional('Yetkili türü', oneOf('Yetkili türü', ['ALL', ...AUTHORIZED_PERSON_TYPES])),
  name: optionalText('Ad soyad', { max: 100 }),
});
export type AuthorizedUserListQuery = v.InferInput<typeof AuthorizedUserListQuery>;

export const AuthorizedUserList = v.object({
  corporateNcst: v.string(),
  corporateName: v.string(),
  /** Whether the signed-in person may change permissions at all (full authority). */
  viewerMayChange: v.boolean(),
  persons: v.array(AuthorizedPerson),
});
export type AuthorizedUserList = v.InferOutput<typeof AuthorizedUserList>;

export const AuthorizedUserCompaniesQuery = v.object({
  userId: optional('Yetkili', queryInt('Yetkili', { min: 1 })),
});

export const AuthorizedUserCompanies = v.object({
  companies: v.array(
    v.object({
      corporateNcst: v.string(),
      corporateId: v.string(),
      name: v.string(),
      holdingName: v.string(),
      defaultCompany: v.boolean(),
    }),
  ),
});
export type AuthorizedUserCompanies = v.InferOutput<typeof AuthorizedUserCompanies>;

export const PermissionsRequest = v.object({ userId: num('Yetkili', { integer: true, min: 1 }) });

export const PersonPermissions = v.object({
  userId: v.number(),
  fullName: v.string(),
  corporateNcst: v.string(),
  fullAuthority: v.boolean(),
  companies: v.array(PersonCompany),
  /** Every group, in PERMISSION_GROUPS order. */
  permissions: v.array(GroupPermission),
  ...ChangeRules,
});
export type PersonPermissions = v.InferOutput<typeof PersonPermissions>;

export const PermissionChangeRequest = v.object({
  userId: num('Yetkili', { integer: true, min: 1 }),
  fullAuthority: flag('Tam yetki'),
  permissions: list('Yetkiler', GroupPermission, PERMISSION_GROUPS.length),
  transactionId: text('İşlem numarası', { max: 100 }),
});
export type PermissionChangeRequest = v.InferInput<typeof PermissionChangeRequest>;

export const PermissionChangeAnswer = v.object({
  ...PersonPermissions.entries,
  changedGroups: v.number(),
  /** The change's number in the operations ledger (YT-…). */
  orderId: v.string(),
});
export type PermissionChangeAnswer = v.InferOutput<typeof PermissionChangeAnswer>;

/** Request and approve each include reading: a person cannot change what they cannot see. */
export function normalizePermission(entry: GroupPermission): GroupPermission {
  return { ...entry, read: entry.read || entry.request || entry.approve };
}

/** The highest level of an entry, or null for none. */
export function highestLevel(entry: Pick<GroupPermission, PermissionLevel>): PermissionLevel | null {
  if (entry.approve) return 'approve';
  if (entry.request) return 'request';
  return entry.read ? 'read' : null;
}
