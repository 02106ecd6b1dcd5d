/**
 * The seeded content pages, as an editor of the operator's CMS would write them: formatting,
 * tables, internal links (they stay in the portal) and external ones (they open a new tab). One
 * page is hostile on purpose, to prove the portal shows its text without running anything.
 */
import { TERMS_OF_USE_PAGE } from '../../src/api/content/types';
import { commitmentPriceKurus, priceText, tariffNamed } from '../db/products';
import { TERMS_DOCUMENTS } from '../db/seed-content';

/** A campaign tariff's row: name and 24-month price from the catalogue (server/db/products.ts). */
const campaignRow = (tariffId: string, until: string) => {
  const tariff = tariffNamed(tariffId);
  return `<tr><td>${tariff.name}</td><td>${until}</td><td>${priceText(commitmentPriceKurus(tariff, 24))}</td></tr>`;
};

export interface SeedPage {
  kind: 'page' | 'manager';
  name: string;
  title: string;
  html: string;
  public?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const termsHtml = () =>
  TERMS_DOCUMENTS.map(
    (doc) =>
      `<h2>${escapeHtml(doc.title)}</h2><p><em>Sürüm ${escapeHtml(doc.version)}</em></p>` +
      doc.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  ).join('');

export const SEED_PAGES: readonly SeedPage[] = [
  {
    kind: 'page',
    name: 'hakkimizda',
    title: 'Hakkımızda',
    html:
      '<p><strong>Kurumsal Portal</strong>, şirketinizin mobil hatlarını tek yerden yönetmeniz için ' +
      'hazırlandı. Hatlarınızın tarifelerini, paketlerini, faturalarını ve siparişlerini buradan ' +
      'izleyebilirsiniz.</p>' +
      '<h2>Neler yapabilirsiniz?</h2><ul><li>Tarife ve paket değişikliği</li><li>SIM kart siparişi</li>' +
      '<li>Fatura ve kullanım bilgileri</li><li>Hat devri ve yeni hat başvurusu</li></ul>' +
      '<p>Siparişlerinizin durumunu <a href="/my-orders">Siparişlerim</a> sayfasından takip edebilir, ' +
      'kurumsal çözümlerimiz hakkında <a href="https://www.example.com.tr/kurumsal">kurumsal web ' +
      'sitemizden</a> bilgi alabilirsiniz.</p>',
  },
  {
    kind: 'page',
    name: 'sss',
    title: 'Sıkça Sorulan Sorular',
    html:
      '<h2>Şifremi unuttum, ne yapmalıyım?</h2><p>Giriş sayfasındaki <em>Şifremi unuttum</em> ' +
      'bağlantısıyla cep telefonunuza gelen kodla yeni şifre oluşturabilirsiniz.</p>' +
      '<h2>Bir işlemi neden yapamıyorum?</h2><p>Bazı işlemler <strong>tam yetki</strong> gerektirir. ' +
      'Yetkilerinizi <a href="/update-authorized-user-info">Yetkili Kullanıcılar</a> sayfasında ' +
      'görebilirsiniz.</p>' +
      '<h2>Mağazada yaptığım işlemleri nereden görürüm?</h2><p>' +
      '<a href="/offline-transactions">Çevrim Dışı İşlemler</a> sayfasında listelenir.</p>',
  },
  {
    kind: 'page',
    name: 'kampanyalar',
    title: 'Kampanyalar',
    html:
      '<p>Kurumsal müşterilerimize özel güncel kampanyalar (yeniden taahhüt):</p>' +
      '<table><thead><tr><th>Kampanya</th><th>Geçerlilik</th><th>Aylık ücret (24 ay taahhütle)</th></tr></thead><tbody>' +
      campaignRow('KMP-ESN-30', '31.12.2026') +
      campaignRow('KMP-DATA-40', '31.03.2027') +
      campaignRow('KMP-M2M-1', '30.06.2027') +
      '</tbody></table>' +
      '<p>Koşullar için <a href="https://www.example.com.tr/kampanyalar" target="_self">kampanya ' +
      'sayfamızı</a> ziyaret edin. Tarifenizi <a href="/tariff-package">Tarife ve Paket Değişikliği</a> ' +
      'sayfasından değiştirebilirsiniz.</p>',
  },
  {
    kind: 'page',
    name: 'invoices',
    title: 'Faturalar',
    html:
      '<p>Güncel faturanız, son on altı ayın faturaları ve hat bazında kullanım bilgileri ' +
      '<a href="/invoices">Fatura Bilgilerim</a> sayfasındadır. Operatörle yaptığınız görüşmeler için ' +
      '<a href="/ctt-history">Müşteri Temas Geçmişi</a>, mağazada yapılan işlemler için ' +
      '<a href="/offline-transactions">Çevrim Dışı İşlemler</a> sayfasına bakabilirsiniz.</p>',
  },
  {
    kind: 'page',
    name: 'guvenlik-duyurusu',
    title: 'Güvenlik Duyurusu',
    // Hostile on purpose: what an attacker could slip into the CMS. The text must show; nothing may run.
    html:
      '<p>Hesabınızın güvenliği için şifrenizi kimseyle paylaşmayınız.</p>' +
      '<script>window.__hacked = true; alert("hacked")</script>' +
      '<img src="x" onerror="window.__hacked = true; alert(1)" alt="Güvenlik görseli">' +
      '<p onclick="window.__hacked = true">Şüpheli bir arama veya mesaj alırsanız ' +
      '<a href="javascript:window.__hacked=true;alert(2)">buraya tıklamayınız</a>; ' +
      'doğrudan müşteri hizmetlerini arayınız.</p>' +
      '<iframe src="https://evil.example.com/"></iframe>' +
      '<style>body { display: none }</style>',
  },
  // The terms of use, read logged in and out: the terms documents the approval shows, as one page.
  {
    kind: 'page',
    name: TERMS_OF_USE_PAGE,
    title: 'Kullanım Koşulları',
    html: termsHtml(),
    public: true,
  },
  {
    kind: 'manager',
    name: 'hizmet-kalitesi',
    title: 'Müşteri Memnuniyeti ve Hizmet Kalitesi',
    html:
      '<p>Kurumsal müşteri memnuniyeti araştırmamızın 2026 sonuçları:</p>' +
      '<ol><li>Çağrı merkezine ulaşma süresi ortalama <strong>45 saniye</strong>.</li>' +
      '<li>Taleplerin <strong>%92</strong>’si ilk temasta çözüldü.</li>' +
      '<li>Müşteri temsilcisi memnuniyeti 5 üzerinden <strong>4,6</strong>.</li></ol>' +
      '<p>Görüşlerinizi <a href="/customer-representative">Müşteri Temsilcilerim</a> sayfasından ' +
      'iletebilirsiniz.</p>',
  },
  {
    kind: 'manager',
    name: 'iletisim',
    title: 'İletişim',
    html:
      '<p>Kurumsal çağrı merkezi: <a href="tel:4440000">444 0 000</a> (7/24)</p>' +
      '<p>E-posta: <a href="mailto:kurumsal@example.com.tr">kurumsal@example.com.tr</a></p>',
  },
];
