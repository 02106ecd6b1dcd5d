import { formatMsisdn } from '../../src/lib/msisdn';

/** The sentences SIM matching can show a person. */
export const SIM_MESSAGES = {
  notInPool: 'Bu SIM kart şirketinizin SIM havuzunda yok.',
  blocked: (reason: string | null) => `Bu SIM kart kullanıma kapalı${reason ? `: ${reason}` : '.'}`,
  // The other line is the company's own (a pool holds one company's cards): it may be named.
  usedByOther: (msisdn: string) => `Bu SIM kart ${formatMsisdn(msisdn)} numaralı hatta kullanılıyor.`,
  used: 'Bu SIM kart kullanımda.',
  usedBySame: 'Bu SIM kart zaten bu hatta takılı.',
  // Also for another company's line: its existence is never confirmed.
  unknownLine: 'Bu numara şirketinize ait bir hat değil.',
  lineSuspended: 'Askıdaki hatta SIM kart değiştirilemez.',
  msisdnMalformed: 'Geçerli bir GSM numarası değil (ör. 0532 123 45 67).',
  duplicateIccid: (row: number) => `Bu SIM kart listede daha önce var (${row}. satır).`,
  duplicateLine: (row: number) =>
    `Bu hat listede daha önce var (${row}. satır); bir hatta tek SIM kart takılır.`,
  poolFree: 'SIM kart havuzda ve eşleştirmeye hazır.',
  poolUsed: 'SIM kart havuzda ama bir hatta kullanılıyor.',
  noValidPair:
    'Eşleştirilebilecek geçerli bir SIM kart ve hat çifti yok. Listedeki hataları düzeltip yeniden kontrol edin.',
} as const;

export const SIM_CODES = {
  noValidPair: 'NO_VALID_PAIR',
} as const;
