/** Seed content that is text rather than numbers: the terms documents and the customer menu. */
import type { MenuItem, TermsDocument } from '../../src/api/types';

export const TERMS_DOCUMENTS: TermsDocument[] = [
  {
    id: 'online-islemler',
    title: 'Online İşlemler Sözleşmesi',
    version: '2026.1',
    paragraphs: [
      'Bu sözleşme, şirketiniz adına Kurumsal Portal üzerinden yapılacak online işlemlerin ' +
        'koşullarını belirler.',
      'Portal üzerinden verilen hat, tarife, paket ve sipariş talepleri, yetkili kişinin ' +
        'kendi şifresi ve tek kullanımlık doğrulama kodu ile onaylandığında şirketiniz adına ' +
        'verilmiş sayılır.',
      'Yetkili kişi, kullanıcı adı, şifre ve doğrulama kodlarının gizliliğinden sorumludur; ' +
        'yetkisiz kullanım şüphesinde müşteri hizmetlerine derhal bilgi verilmelidir.',
      'Tam yetki gerektiren işlemler için imza sirküleri ve yetkili kişilerin kimlik ' +
        'fotokopilerinin en yakın mağazaya teslim edilmesi gerekir.',
      'Sözleşmede yapılacak değişiklikler portal üzerinden duyurulur ve yeni sürüm onaylanmadan ' +
        'online işlem yapılamaz.',
    ],
  },
  {
    id: 'kvkk-aydinlatma',
    title: 'Kişisel Verilerin Korunması Aydınlatma Metni',
    version: '2025.3',
    paragraphs: [
      '6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca, portal kullanımınız sırasında ' +
        'işlenen kişisel verileriniz hakkında sizi bilgilendirmek isteriz.',
      'Ad, soyad, cep telefonu numarası ve işlem kayıtlarınız; kimliğinizi doğrulamak, ' +
        'talep ettiğiniz hizmetleri sunmak ve yasal yükümlülükleri yerine getirmek amacıyla ' +
        'işlenir.',
      'Verileriniz, yalnızca hizmetin gerektirdiği ölçüde ve mevzuatın izin verdiği durumlarda ' +
        'iş ortaklarımız ve yetkili kamu kurumlarıyla paylaşılır.',
      'Kanunun 11. maddesi kapsamındaki haklarınızı kullanmak için başvurularınızı yazılı ' +
        'olarak veya kayıtlı elektronik posta adresimiz üzerinden iletebilirsiniz.',
    ],
  },
];

/** The customer menu (spec §3 customerMenu); urls are the portal's routes of spec §2. */
/**
 * The side menu's skeleton: its groups and the entries of routes no feature has built yet (they
 * open the placeholder page). Built features add their own entries (server/<feature>/feature.ts).
 */
export const CUSTOMER_MENU: MenuItem[] = [
  {
    id: 'lines',
    title: 'Hatlarım',
    url: '/update-product-user',
    children: [
      { id: 'lines.users', title: 'Hat Kullanıcı Bilgileri', url: '/update-product-user' },
      { id: 'lines.tariff', title: 'Tarife ve Paket Değişikliği', url: '/tariff-package' },
      { id: 'lines.extra-packet', title: 'Ekstra Paket İzinleri', url: '/extraPacket' },
      { id: 'lines.secure-internet', title: 'Güvenli İnternet', url: '/secure-internet' },
      { id: 'lines.sim-card', title: 'SIM Kart Siparişi', url: '/sim-card' },
      { id: 'lines.sim-matching', title: 'SIM Kart Eşleştirme', url: '/sim-card-matching' },
      { id: 'lines.deactivation', title: 'Hat Kapatma', url: '/line-deactivation' },
      { id: 'roaming', title: 'Yurt Dışı Kullanım', url: '/roaming' },
      { id: 'lines.international', title: 'Yurt Dışı Arama', url: '/international-call' },
    ],
  },
  // Orders of new lines and contracts: My Orders (server/orders) first, Yeni Hat (server/newLine) after it.
  {
    id: 'ordering',
    title: 'Siparişler',
    url: '/my-orders',
    children: [
      { id: 'take-over', title: 'Hat Devralma', url: '/take-over' },
      { id: 'recontracts', title: 'Yeniden Taahhüt', url: '/recontracts' },
    ],
  },
  {
    id: 'packages',
    title: 'Ek Paketler',
    url: '/additional-package',
    children: [
      { id: 'packages.buy', title: 'Ek Paket Satın Al', url: '/additional-package' },
      { id: 'packages.history', title: 'Ek Paket Geçmişi', url: '/additional-package-history' },
      {
        id: 'packages.cancel',
        title: 'Ek Paket İptali',
        url: '/additional-package-cancellation',
      },
    ],
  },
  {
    id: 'invoices',
    title: 'Faturalar',
    url: '/p/invoices',
    children: [
      { id: 'invoices.current', title: 'Fatura Bilgilerim', url: '/p/invoices' },
      { id: 'invoices.offline', title: 'Çevrim Dışı İşlemler', url: '/offline-transactions' },
      { id: 'invoices.ctt', title: 'Müşteri Temas Geçmişi', url: '/ctt-history' },
    ],
  },
  {
    id: 'requests',
    title: 'Talepler',
    url: '/pending-requests',
    children: [
      { id: 'requests.new', title: 'Talep Oluştur', url: '/request-submitting' },
      {
        id: 'requests.history',
        title: 'Hat İşlemleri Talep Geçmişi',
        url: '/line-operations-request-history',
      },
      { id: 'requests.documents', title: 'Doküman Formları', url: '/document-form' },
    ],
  },
  // The company itself: its contracts (server/contracts), people, representatives and audit trail.
  {
    id: 'company',
    title: 'Şirketim',
    url: '/update-authorized-user-info',
    children: [
      { id: 'authorized-users', title: 'Yetkili Kullanıcılar', url: '/update-authorized-user-info' },
    ],
  },
];
