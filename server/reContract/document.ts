/** The re-contract agreement a person reads and accepts for an order (its text is the order's). */

import type { DocumentControl } from '../../src/api/reContract/types';
import { formatDate, formatMoney } from '../../src/lib/format';
import { formatMsisdn } from '../../src/lib/msisdn';
import type { ReContractRecord } from './record';

const tl = (n: number) => formatMoney(n, { minDecimals: 2 });

export function documentOf(record: ReContractRecord, companyName: string): DocumentControl['document'] {
  const { offer, addons, msisdns, row } = record;
  const perLine = offer.monthlyFee + addons.reduce((sum, a) => sum + a.monthlyFee, 0);
  return {
    documentId: `YTS-${row.order_no}`,
    title: 'Yeniden Taahhüt Sözleşmesi',
    paragraphs: [
      `${companyName} (Abone), aşağıdaki ${msisdns.length} hat için ${offer.name} teklifiyle ${offer.commitmentMonths} ay süreli yeni bir taahhüt verir: ${msisdns.map(formatMsisdn).join(', ')}.`,
      `Hat başına aylık ücret ${tl(perLine)} (teklif ${tl(offer.monthlyFee)}${addons.map((a) => `, ${a.name} ${tl(a.monthlyFee)}`).join('')}); tüm hatlar için aylık toplam ${tl(perLine * msisdns.length)}. Ücretlere KDV ve ÖİV dahildir.`,
      `Taahhüt, sözleşmenin onaylandığı gün başlar ve ${offer.commitmentMonths} ay sürer. Taahhüt süresi dolmadan hat kapatılır, başka operatöre taşınır ya da daha düşük bir tarifeye geçilirse, kampanya kapsamında sağlanan indirimlerin kalan süreye düşen kısmı cayma bedeli olarak faturalanır.`,
      'Ek paketler taahhüt süresince geçerlidir; taahhüt bitiminde yürürlükteki tarifeler uygulanır.',
      `Sipariş ${row.order_no}, ${formatDate(new Date(row.created_at))} tarihinde Kurumsal Portal üzerinden SMS doğrulamasıyla oluşturulmuştur.`,
    ],
  };
}
