import type { AbroadAction, AbroadService } from '../../api/abroad/types';

/** Everything the two pages say that differs between roaming and international calling. */
export interface ServiceTexts {
  title: string;
  lead: string;
  confirmTitle: string;
  listPath: string;
  /** The column and filter name. */
  column: string;
  /** "yurt dışı kullanımı" — the object of "açılacak / kapatılacak". */
  noun: string;
  actions: Record<AbroadAction, string>;
  /** "50 hatta yurt dışı kullanımı açılacak." */
  willChange(count: string, action: AbroadAction): string;
  otpTitle: string;
}

const verb = (action: AbroadAction) => (action === 'OPEN' ? 'açılacak' : 'kapatılacak');

export const SERVICE_TEXTS: Record<AbroadService, ServiceTexts> = {
  ROAMING: {
    title: 'Yurt Dışı Kullanım',
    lead: 'Şirket hatlarınızın yurt dışında kullanıma (roaming) açık olup olmadığını görün; seçtiğiniz hatlarda açın ya da kapatın.',
    confirmTitle: 'Yurt Dışı Kullanım Onayı',
    listPath: '/roaming',
    column: 'Yurt dışı kullanım',
    noun: 'yurt dışı kullanımı',
    actions: { OPEN: 'Yurt dışı kullanımı aç', CLOSE: 'Yurt dışı kullanımı kapat' },
    willChange: (count, action) => `${count} hatta yurt dışı kullanımı ${verb(action)}.`,
    otpTitle: 'Yurt dışı kullanım değişikliğini onaylayın',
  },
  CALL_ABROAD: {
    title: 'Yurt Dışı Arama',
    lead: 'Şirket hatlarınızdan yurt dışı aramanın açık olup olmadığını görün; seçtiğiniz hatlarda açın ya da kapatın.',
    confirmTitle: 'Yurt Dışı Arama Onayı',
    listPath: '/international-call',
    column: 'Yurt dışı arama',
    noun: 'yurt dışı arama',
    actions: { OPEN: 'Yurt dışı aramayı aç', CLOSE: 'Yurt dışı aramayı kapat' },
    willChange: (count, action) => `${count} hatta yurt dışı arama ${verb(action)}.`,
    otpTitle: 'Yurt dışı arama değişikliğini onaylayın',
  },
};

/** Which service a page path belongs to. */
export const serviceOfPath = (path: string): AbroadService =>
  path.includes('international-call') ? 'CALL_ABROAD' : 'ROAMING';

export const STATE_LABELS = { on: 'Açık', off: 'Kapalı' } as const;

/** The change's failure codes in Turkish; a refusal's own sentence came in the row's modal. */
export function changeFailureText(code: string | undefined): string {
  return code === 'UNKNOWN' || code === undefined
    ? 'Hatlar kontrol edilemedi. Bağlantınızı kontrol edip tekrar deneyin.'
    : 'Hatlar kontrol edilemedi. Lütfen tekrar deneyin.';
}
