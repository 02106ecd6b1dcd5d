/** The profile types the operator offers, with what each filters in words for the line's user. */
import type {
  SecureInternetAnnouncement,
  SecureInternetProfileType,
} from '../../src/api/secureInternet/types';

export const PROFILE_TYPES: SecureInternetProfileType[] = [
  {
    code: 'STANDARD',
    name: 'Standart',
    description: 'İçerik filtresi yoktur; yalnızca yasal olarak erişimi engellenen siteler açılmaz.',
    blocks: [],
  },
  {
    code: 'FAMILY',
    name: 'Aile',
    description:
      'Yetişkin içerikli, kumar ve bahis, şiddet ve zararlı yazılım dağıtan siteler engellenir; diğer siteler açıktır.',
    blocks: ['Yetişkin içerik', 'Kumar ve bahis', 'Şiddet', 'Zararlı yazılım'],
  },
  {
    code: 'CHILD',
    name: 'Çocuk',
    description:
      'Yalnızca çocuklar için uygun bulunan sitelerin izin listesi açılır; listede olmayan her site engellenir.',
    blocks: ['İzin listesi dışındaki tüm siteler'],
  },
  {
    code: 'BUSINESS',
    name: 'İş',
    description:
      'Hafta içi 08.30–18.00 arasında sosyal medya, video ve müzik yayını siteleri engellenir; zararlı yazılım siteleri her zaman engellenir.',
    blocks: ['Sosyal medya (mesai saatinde)', 'Video ve müzik yayını (mesai saatinde)', 'Zararlı yazılım'],
  },
];

export const ANNOUNCEMENT: SecureInternetAnnouncement = {
  title: 'Güvenli İnternet hizmeti ücretsizdir',
  text: 'Profil değişikliği birkaç dakika içinde hattın internet bağlantısında geçerli olur. Hat kullanıcısına değişiklik hakkında SMS ile bilgi verilir.',
};
