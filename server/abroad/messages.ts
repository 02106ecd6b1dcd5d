/** The sentences the usage-abroad and call-abroad handlers can show a person, and their codes. */
import type { AbroadAction, AbroadService } from '../../src/api/abroad/types';

const NOUN: Record<AbroadService, string> = {
  ROAMING: 'yurt dışı kullanımı',
  CALL_ABROAD: 'yurt dışı arama',
};

export const ABROAD_MESSAGES = {
  // Also for another company's line: its existence is never confirmed.
  notCompanyLine: 'Bu numara şirketinize ait bir hat değil.',
  invalidNumber: 'Geçerli bir GSM numarası değil.',
  suspended: (service: AbroadService) => `Askıdaki hatta ${NOUN[service]} değiştirilemez.`,
  unpaid: (service: AbroadService) => `Hattın ödenmemiş faturası olduğu için ${NOUN[service]} açılamaz.`,
  noVoice: 'Veri ve M2M hatlarında yurt dışı arama açılamaz.',
  already: (service: AbroadService, action: AbroadAction) =>
    `Hattın ${NOUN[service]} zaten ${action === 'OPEN' ? 'açık' : 'kapalı'}.`,
  validationNotFound: 'Bu değişikliğin kontrolü bulunamadı ya da süresi doldu. Hatları yeniden seçin.',
  validationUsed: 'Bu değişiklik zaten uygulandı.',
  wrongRow: 'Bu kontrol başka bir işlem için yapılmış. Hatları yeniden seçip işlemi baştan başlatın.',
} as const;

export const ABROAD_CODES = {
  validationUsed: 'VALIDATION_USED',
} as const;
