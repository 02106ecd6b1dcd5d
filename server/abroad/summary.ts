/** What each service costs abroad (the sandbox's price list, taxes included). */
import type { AbroadCost, AbroadService } from '../../src/api/abroad/types';

export const COSTS: Record<AbroadService, AbroadCost[]> = {
  ROAMING: [
    { title: 'Avrupa günlük paketi (1 GB)', amount: 299, unit: 'gün' },
    { title: 'Dünya günlük paketi (500 MB)', amount: 449, unit: 'gün' },
    { title: 'Paket dışı internet', amount: 89, unit: '100 MB' },
    { title: 'Yurt dışında gelen arama', amount: 24.9, unit: 'dakika' },
  ],
  CALL_ABROAD: [
    { title: '1. bölge (Avrupa, KKTC)', amount: 12.9, unit: 'dakika' },
    { title: '2. bölge (ABD, Kanada, Körfez)', amount: 19.9, unit: 'dakika' },
    { title: '3. bölge (diğer ülkeler)', amount: 34.9, unit: 'dakika' },
    { title: 'Yurt dışına SMS', amount: 4.9, unit: 'SMS' },
  ],
};

export const COST_NOTES: Record<AbroadService, string> = {
  ROAMING:
    'Yurt dışı kullanımı açmak ücretsizdir; yalnızca yurt dışında kullanılan servisler ücretlendirilir. Paket alınmazsa kullanım paket dışı ücretlerle faturalanır.',
  CALL_ABROAD:
    'Yurt dışı aramayı açmak ücretsizdir; Türkiye’den yurt dışına yapılan aramalar bölgesine göre dakika başına ücretlendirilir.',
};
