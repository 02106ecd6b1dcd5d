import type { PermissionGroupId, PermissionLevel } from '../../src/api/authorizedUsers/types';
import { PERMISSION_GROUP_IDS } from '../../src/api/authorizedUsers/types';

/**
 * The four demo users. Each one exercises a different path of spec §2/§4: terms first,
 * private-password logout, a limited user whose rights differ per group and company, and a
 * direct dashboard.
 */
export interface DemoUser {
  userName: string;
  password: string;
  fullName: string;
  authorizedPersonType: string;
  fullAuthority: boolean;
  msisdn: string;
  termsApproved: boolean;
  /** Companies by their index in the seed's company list, in easy-login order. */
  companies: number[];
  defaultCompanyIndex: number | null;
  /**
   * Explicit grants of a person without full authority, one map per entry of `companies` (same
   * order): each group's highest level, the lower ones implied (server/db/persons.ts writeGrants).
   */
  grants?: Partial<Record<PermissionGroupId, PermissionLevel>>[];
  /** One Turkish line for the start-up banner. */
  note: string;
}

/** Görüntüleme of every operation group but the ones named. */
const readEveryGroupBut = (
  ...except: PermissionGroupId[]
): Partial<Record<PermissionGroupId, PermissionLevel>> =>
  Object.fromEntries(
    PERMISSION_GROUP_IDS.filter((g) => !except.includes(g)).map((g) => [g, 'read' as const]),
  );

export const DEMO_USERS: DemoUser[] = [
  {
    userName: 'demo.yonetici',
    password: 'Demo.2026!',
    fullName: 'Ayşe Yılmaz',
    authorizedPersonType: 'TAM_YETKILI',
    fullAuthority: true,
    msisdn: '5321234567',
    termsApproved: false,
    companies: [0, 1, 2],
    defaultCompanyIndex: 0,
    note: 'tam yetkili, önce sözleşme onayı, 3 şirket',
  },
  {
    userName: 'ozel.yetkili',
    password: 'Ozel.2026!',
    fullName: 'Mehmet Demir',
    authorizedPersonType: 'OZEL_SIFRE_YETKILISI',
    fullAuthority: true,
    msisdn: '5339876543',
    termsApproved: true,
    companies: [1],
    defaultCompanyIndex: null,
    note: 'özel şifre yetkilisi, 1 şirket',
  },
  {
    userName: 'kisitli.kullanici',
    password: 'Kisitli.2026!',
    fullName: 'Zeynep Kaya',
    authorizedPersonType: 'YETKILI',
    fullAuthority: false,
    msisdn: '5421112233',
    termsApproved: true,
    companies: [0, 2],
    defaultCompanyIndex: null,
    // Issue 37: every level shows somewhere. In her first company she sees every group but the
    // invoices and may ask for line-user and secure-internet changes; in her second she only sees.
    // She approves nothing, so her approval queue stays empty.
    grants: [
      { ...readEveryGroupBut('invoices'), lineUser: 'request', secureInternet: 'request' },
      readEveryGroupBut(),
    ],
    note: 'kısıtlı yetki, 2 şirket (1.: faturalar hariç görür, hat kullanıcı ve güvenli internet talebi; 2.: yalnız görür)',
  },
  {
    userName: 'hizli.kullanici',
    password: 'Hizli.2026!',
    fullName: 'Can Öztürk',
    authorizedPersonType: 'TAM_YETKILI',
    fullAuthority: true,
    msisdn: '5057654321',
    termsApproved: true,
    companies: [2],
    defaultCompanyIndex: null,
    note: 'doğrudan ana sayfa, 1 şirket',
  },
];
