/**
 * The four demo users. Each one exercises a different path of spec §2/§4: terms first,
 * private-password logout, a limited user whose writes answer 403, and a direct dashboard.
 */
import { PERMISSION_GROUP_IDS } from '../../src/api/authorizedUsersTypes';

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
  /** One Turkish line for the start-up banner. */
  note: string;
  /**
   * Explicit grants of a person without full authority, by company index (issue 37): for each
   * level, the groups that hold it (`'*'` for every group). Request and approve imply read.
   */
  grants?: Record<
    number,
    { read?: readonly string[] | '*'; request?: readonly string[]; approve?: readonly string[] }
  >;
}

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
    note: 'kısıtlı yetki (değişiklikler 403), 2 şirket',
    // First company: sees every group but invoices, asks for line user and secure internet
    // changes only, approves nothing; second company: sees everything, changes nothing.
    grants: {
      0: {
        read: PERMISSION_GROUP_IDS.filter((id) => id !== 'invoices'),
        request: ['lineUser', 'secureInternet'],
      },
      2: { read: '*' },
    },
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
