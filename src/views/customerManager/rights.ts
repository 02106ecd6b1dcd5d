import type { AuthorizedPerson } from '../../api/customerManager/types';
import { formatNumber } from '../../lib/format';

/**
 * What a person may do in the company, in words, from their grants: full authority does and
 * approves everything; otherwise how many operation groups they may request and approve.
 */
export function rightsSummary(
  person: Pick<AuthorizedPerson, 'fullAuthority' | 'requestGroups' | 'approveGroups'>,
): string {
  if (person.fullAuthority) return 'Tüm işlemleri yapabilir ve onaylayabilir';
  const parts = [
    person.requestGroups > 0 && `${formatNumber(person.requestGroups)} işlem grubunda talep oluşturabilir`,
    person.approveGroups > 0 && `${formatNumber(person.approveGroups)} işlem grubunda onay verebilir`,
  ].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? parts.join(', ') : 'Yalnızca görüntüleyebilir';
}

/** The card's line: the first names and, when the list is longer, how many more there are. */
export function officialsLine(names: readonly string[], total: number): string {
  if (total === 0) return 'Kayıtlı yetkili yok';
  const more = total - names.length;
  return more > 0 ? `${names.join(', ')} ve ${formatNumber(more)} kişi daha` : names.join(', ');
}
