import { formatMsisdn } from '../../src/lib/msisdn';
/** The sentences the SIM card handlers can show a person, and their codes. */
export interface LimitFigures {
  periodLabel: string;
  limit: number;
  remaining: number;
}

export const SIM_MESSAGES = {
  // Also for another company's line: its existence is never confirmed.
  notCompanyLine: 'Bu numara şirketinize ait bir hat değil.',
  invalidNumber: 'Geçerli bir GSM numarası değil (ör. 0532 123 45 67).',
  duplicate: (firstLine: number) => `Bu hat dosyada daha önce var (satır ${firstLine}).`,
  alreadyChosen: 'Bu hat siparişte zaten var.',
  missingProduct: 'SIM kart ürünü yazılmamış.',
  unknownProduct: 'Bu SIM kart ürünü bulunamadı. Ürün listesindeki adlardan birini yazın.',
  missingReason: 'Değişiklik nedeni yazılmamış.',
  unknownReason: 'Bu değişiklik nedeni bulunamadı. Neden listesindeki adlardan birini yazın.',
  suspended: 'Askıdaki hatta SIM kart siparişi verilemez.',
  productNotForLine: (product: string, lineType: string) => `${product} ${lineType} hattına takılamaz.`,
  esimMoveNeedsEsim: 'eSIM’e geçiş nedeniyle yalnızca eSIM profili sipariş edilebilir.',
  overLimitRow: (l: LimitFigures) =>
    `SIM kart limiti aşılıyor: ${l.periodLabel} için limitiniz ${l.limit} adet, kalan ${l.remaining} adet.`,
  overLimitOrder: (l: LimitFigures, asked: number) =>
    `Bu sipariş SIM kart limitinizi aşıyor: ${l.periodLabel} için limitiniz ${l.limit} adet, kalan ${l.remaining} adet; siparişte ${asked} adet var.`,
  addressNeeded: 'Teslimat adresini yazın ya da şirket adresine teslimi seçin.',
  lineTwice: 'Bir hat siparişte yalnızca bir kez yer alabilir.',
  lineRefused: (msisdn: string, reason: string) => `${formatMsisdn(msisdn)}: ${reason}`,
} as const;

export const SIM_CODES = {
  overLimit: 'SIM_LIMIT_EXCEEDED',
  lineRefused: 'SIM_LINE_REFUSED',
} as const;
