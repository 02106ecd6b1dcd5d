import intros from './intro.json';

/** The page's title and lead live in intro.json: the splash paints them before the code arrives (src/app/bootIntro.ts). */
const INTRO = intros['/audit-trail'];

/** The audit trail page's words. */
export const AUDIT_TEXTS = {
  title: INTRO.title,
  lead: INTRO.lead,
  table: 'İşlem kayıtları',
  region: 'İşlem kaydı listesi',
  search: 'Kişi, işlem veya hat numarasıyla ara',
  empty: 'Bu ölçütlere uyan işlem kaydı bulunamadı.',
  failed: 'İşlem kayıtları yüklenemedi.',
  filters: 'İşlem kaydı filtreleri',
  periodOrder: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  badNumber: 'Hat numarası yalnızca rakam içermelidir.',
  /** The person whose rights a change changed, in the detail dialog. */
  affectedPerson: 'Yetkileri değişen kişi',
  /** The fold with the call's channel, row and HTTP code. */
  technical: 'Teknik ayrıntılar',
  /** The detail dialog's title. */
  entry: (entryId: string) => `İşlem kaydı ${entryId}`,
  details: (entryId: string) => `${entryId} numaralı kaydın ayrıntıları`,
} as const;
