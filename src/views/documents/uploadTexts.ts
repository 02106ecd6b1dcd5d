/** The upload's sentences: the machine says why with a code, the page says it in Turkish. */

import { formatNumber } from '../../lib/format';
import type { UploadRejection, UploadResult } from '../../machines/documents/uploadRules';

export const formatFileSize = (bytes: number) =>
  bytes < 1024 ? `${formatNumber(bytes)} bayt` : `${formatNumber(bytes / 1024, { maxDecimals: 1 })} KB`;

export function rejectionText(rejection: UploadRejection): string {
  switch (rejection.code) {
    case 'tooMany':
      return `En fazla ${rejection.max} dosya seçebilirsiniz.`;
    case 'wrongType':
      return `“${rejection.fileName}” eklenemedi: yalnızca PDF, JPG veya PNG dosyası yükleyebilirsiniz.`;
    case 'empty':
      return `“${rejection.fileName}” eklenemedi: dosya boş.`;
    case 'tooLarge':
      return `“${rejection.fileName}” eklenemedi: dosya boyutu ${formatFileSize(rejection.size)}, en fazla ${formatFileSize(rejection.max)} olabilir.`;
  }
}

/** Why one file of the upload failed: the server's own message, or the flow's reason. */
export function failureText(result: UploadResult): string {
  if (result.message) return result.message;
  return result.reason === 'notStored' ? 'Belge kaydı oluşturulamadı; dosya gönderilmedi.' : 'Yüklenemedi.';
}
