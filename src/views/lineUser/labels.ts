import type { EditFailure, EditNotice } from '../../machines/lineUser/lineUserEditMachine';

export const NOTICE_TEXT: Record<EditNotice, string> = {
  updated: 'Kullanıcı bilgileri güncellendi.',
  changeScheduled: 'Kullanıcı değişikliği kaydedildi; geçerlilik tarihinde uygulanacak.',
  changeWithdrawn: 'Bekleyen kullanıcı değişikliği geri çekildi.',
  invoiceNameShown: 'Kullanıcının adı artık faturada gösterilecek.',
  invoiceNameHidden: 'Kullanıcının adı artık faturada gösterilmeyecek.',
};

const FAILURE_TEXT: Record<string, string> = {
  SAME_LINE_USER: 'Hat zaten bu kişiye ait. Bilgilerini düzeltmek için “Bilgileri düzelt”i seçin.',
  NO_PENDING_CHANGE: 'Bu hat için bekleyen bir kullanıcı değişikliği yok.',
};

const DEFAULT_FAILURE = 'İşlem tamamlanamadı. Lütfen tekrar deneyin.';

/** Known codes in the portal's words; otherwise the server's own (Turkish) sentence. */
export function failureText(failure: EditFailure): string {
  return FAILURE_TEXT[failure.code] ?? failure.message ?? DEFAULT_FAILURE;
}

export function bulkFailureText(code: string): string {
  return code === 'VALIDATION_ERROR'
    ? 'Hat numaraları veya bir filtre seçilmelidir.'
    : 'Fatura adı ayarı güncellenemedi. Lütfen tekrar deneyin.';
}

export const ROAMING_LABELS = { on: 'Açık', off: 'Kapalı' } as const;
export const INVOICE_NAME_LABELS = { shown: 'Gösteriliyor', hidden: 'Gizli' } as const;
