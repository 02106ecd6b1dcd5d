import type {
  EasyLoginCorporate,
  LoginResponse,
  MenuItem,
  OtpChallenge,
  TermsDocument,
} from '../../api/types';
import { EMPTY_SESSION, type StoredSession } from '../../lib/sessionSnapshot';
import type { ActiveUser } from '../../lib/storage';

/** The session's test data, shared by the router's test and its children's. */
export const corp = (ncst: string, defaultCompany = false): EasyLoginCorporate => ({
  corporateNcst: ncst,
  corporateName: `Şirket ${ncst}`,
  defaultCompany,
});

export const MENU: MenuItem[] = [{ id: 'm1', title: 'Hatlarım', url: '/p/lines' }];

export function loginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    pageToken: 'tok-1',
    customerMenu: MENU,
    customerSurveyDisplayed: false,
    easyLoginCorporateList: [corp('C-1')],
    userFullname: 'Ayşe Yılmaz',
    corporateName: 'Şirket C-1',
    corporateNcst: 'C-1',
    customerNcst: 'K-1',
    companySegment: 'KURUMSAL',
    authorizedPersonType: 'YETKILI',
    productId: 12345,
    isTermApproved: true,
    ...overrides,
  };
}

export const USER: ActiveUser = {
  userName: 'Ayşe Yılmaz',
  corporateName: 'Şirket C-1',
  corporateNcst: 'C-1',
  customerNcst: 'K-1',
  companySegment: 'KURUMSAL',
  authorizedPersonType: 'YETKILI',
  customerId: '12345',
  defaultHolding: false,
};

export const LOGGED_IN: StoredSession = {
  ...EMPTY_SESSION,
  pageToken: 'tok-1',
  user: USER,
  customerMenu: MENU,
  termsApproved: 1,
  easyLoginCorporateList: [corp('C-1')],
  firstLoginforDefaultHolding: true,
};

/** Logged in with several companies, one default, first login: "/" offers corporate selection. */
export const SEVERAL_CORPORATES: StoredSession = {
  ...LOGGED_IN,
  easyLoginCorporateList: [corp('C-1', true), corp('C-2')],
  defaultHolding: true,
  user: { ...USER, defaultHolding: true },
};

export const CHALLENGE: OtpChallenge = {
  transactionId: 'tx-1',
  maskedMsisdn: '532*****67',
  expiresInSeconds: 180,
  resendInSeconds: 60,
};

export const TERMS: TermsDocument[] = [
  { id: 't1', title: 'Kullanım Koşulları', version: '1', paragraphs: ['...'] },
  { id: 't2', title: 'Gizlilik', version: '1', paragraphs: ['...'] },
];
