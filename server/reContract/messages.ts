/** Every sentence the re-contract sandbox rows can show a person, and their business codes. */

import { formatDate } from '../../src/lib/format';
import { formatMsisdn } from '../../src/lib/msisdn';

export const RE_CONTRACT_MESSAGES = {
  ended: (end: string) => `Taahhüt ${formatDate(end)} tarihinde sona erdi.`,
  endsToday: 'Taahhüt bugün sona eriyor.',
  noCommitment: 'Hatta taahhüt bulunmuyor.',
  ending: (days: number) => `Taahhüdün bitmesine ${days} gün var.`,
  committed: (end: string) => `Taahhüt ${formatDate(end)} tarihine kadar sürüyor.`,
  underCommitment: (end: string, days: number) =>
    `Hattın taahhüdü ${formatDate(end)} tarihine kadar sürüyor; yeniden taahhüt bitişe ${days} gün kala yapılabilir.`,
  suspended: 'Hat askıda olduğu için yeniden taahhüt yapılamaz. Önce hattı aktif hale getirin.',
  inOtherOrder: (orderNo: string) => `Bu hat için devam eden bir yeniden taahhüt siparişi var (${orderNo}).`,
  lineNotFound: (msisdn: string) => `${formatMsisdn(msisdn)} numaralı hat şirketinize ait değil.`,
  twice: (msisdn: string) => `${formatMsisdn(msisdn)} numarası listede birden fazla kez yer alıyor.`,
  mixedTypes: 'Bir yeniden taahhüt siparişindeki hatların tümü aynı ürün tipinde olmalıdır.',
  lineRefused: (msisdn: string, reason: string) => `${formatMsisdn(msisdn)}: ${reason}`,
  campaignNotFound: 'Kampanya bulunamadı.',
  noCampaign: 'Şu anda yeniden taahhüt kampanyası bulunmuyor.',
  campaignOpen: (end: string) => `Kampanya ${formatDate(end)} tarihine kadar geçerli.`,
  campaignClosed: (end: string) =>
    `Kampanya ${formatDate(end)} tarihinde sona erdi. Lütfen güncel kampanyanın tekliflerinden birini seçin.`,
  offerNotFound: 'Teklif bulunamadı.',
  offerNotForLines: 'Seçilen teklif bu hatların ürün tipine uygun değil.',
  offerBelowTariff: (msisdn: string) =>
    `Seçilen teklif ${formatMsisdn(msisdn)} numaralı hattın mevcut tarifesinden daha az internet içeriyor.`,
  noOffers: 'Seçilen hatlara uygun teklif bulunmuyor.',
  addonNotFitting: (name: string) => `"${name}" ek paketi seçilen teklife eklenemez.`,
  addonNotFound: 'Ek paket bulunamadı.',
  addonTwice: 'Bir ek paket yalnızca bir kez seçilebilir.',
  bestReason: (usage: string) =>
    `Seçilen hatların aylık en yüksek kullanımı ${usage}; bu teklif kullanımınızı karşılayan en uygun fiyatlı teklif.`,
  bestReasonLargest: (usage: string) =>
    `Seçilen hatların aylık en yüksek kullanımı ${usage}; bu teklif en yüksek internet miktarını içeriyor.`,
  orderNotFound: 'Yeniden taahhüt siparişi bulunamadı.',
  mustAccept: 'Devam etmek için yeniden taahhüt sözleşmesini okuyup onaylayın.',
  alreadyAccepted: 'Sözleşme daha önce onaylandı.',
} as const;

export const RE_CONTRACT_CODES = {
  lineNotEligible: 'LINE_NOT_ELIGIBLE',
  campaignClosed: 'CAMPAIGN_CLOSED',
  addonNotFitting: 'ADDON_NOT_FITTING',
  offerNotFitting: 'OFFER_NOT_FITTING',
  alreadyAccepted: 'DOCUMENT_ALREADY_ACCEPTED',
} as const;

/** My Orders' word for each re-contract status, and the shared order's coarse status. */
export const STATUS_INFO = {
  DOCUMENT_PENDING: { name: 'Sözleşme onayı bekleniyor', shared: 'RECEIVED' },
  IN_PROGRESS: { name: 'Yeniden taahhüt işlemde', shared: 'IN_PROGRESS' },
  COMPLETED: { name: 'Yeniden taahhüt tamamlandı', shared: 'COMPLETED' },
} as const;

/** Seconds the simulated operator takes to apply an accepted re-contract. */
export const COMPLETION_SECONDS = 60;
