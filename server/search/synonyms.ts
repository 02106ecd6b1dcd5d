/**
 * The words people use for a screen besides its menu title (issue 24: "roaming" found nothing).
 * Keyed by the menu entry's id (server/db/seed-content.ts and each feature's menu), so a renamed
 * title keeps its synonyms. Written as people type them; matching folds case and Turkish letters.
 */
export const SCREEN_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  home: ['anasayfa', 'özet', 'dashboard', 'kontrol paneli'],
  'lines.users': ['hat kullanıcı', 'kullanıcı', 'abone', 'hat sahibi', 'tc kimlik', 'fatura adı'],
  'lines.tariff': ['tarife', 'tarife değiştir', 'paket', 'tariff', 'kalan kullanım', 'dakika', 'internet'],
  'lines.extra-packet': ['ekstra paket', 'aşım', 'paket izni', 'ek paket izni', 'extra'],
  'lines.secure-internet': ['güvenli internet', 'filtre', 'içerik filtresi', 'çocuk', 'aile', 'profil'],
  'lines.sim-card': ['sim', 'sim kart', 'esim', 'sim değişikliği', 'kayıp sim', 'kart siparişi'],
  'lines.sim-matching': ['iccid', 'sim eşleştir', 'eşleştirme', 'sim eşleme'],
  'lines.deactivation': ['hat kapatma', 'hat iptali', 'iptal', 'kapat', 'hat kapat', 'fesih', 'deaktivasyon'],
  'lines.international': ['uluslararası arama', 'yurt dışı arama', 'international', 'dış arama'],
  invoices: ['fatura', 'faturalar', 'faturam'],
  'invoices.current': ['fatura', 'faturalarım', 'borç', 'ödeme', 'son fatura', 'fatura pdf', 'invoice'],
  'invoices.offline': ['çevrim dışı', 'offline', 'ödeme talimatı'],
  'invoices.ctt': ['temas geçmişi', 'müşteri temas', 'görüşme geçmişi', 'şikayet'],
  'take-over': ['devir', 'hat devri', 'devral', 'nakil', 'take over'],
  packages: ['ek paket', 'paket'],
  'packages.buy': ['ek paket', 'paket al', 'internet paketi', 'ek internet', 'gb', 'paket'],
  'packages.history': ['paket geçmişi', 'aldığım paketler'],
  'packages.cancel': ['paket iptali', 'paket iptal', 'iptal'],
  recontracts: ['taahhüt', 'yeniden taahhüt', 'taahhüt yenile', 'kampanya', 'recontract'],
  roaming: ['roaming', 'yurt dışı', 'yurtdışı', 'dolaşım', 'yurt dışı kullanım', 'abroad'],
  requests: ['talep', 'talepler', 'bekleyen talepler', 'başvuru'],
  'requests.new': ['talep oluştur', 'yeni talep', 'başvuru', 'dilekçe'],
  'requests.history': ['talep geçmişi', 'hat işlemleri', 'işlem geçmişi'],
  'requests.documents': ['doküman', 'doküman formları', 'form', 'belge'],
  'authorized-users': ['yetki', 'yetkili', 'yetkili kullanıcı', 'izinler', 'kullanıcı yetkileri', 'admin'],
  contracts: ['sözleşme', 'sözleşmeler', 'onay bekleyen sözleşme', 'imza', 'contract'],
  orders: ['sipariş', 'siparişler', 'siparişlerim', 'order'],
  'new-line': ['yeni hat', 'hat al', 'hat ekle', 'numara al', 'yeni numara'],
};

/**
 * Case and Turkish letters folded (İ/ı/I → i, ş → s, ğ → g, ü → u, ö → o, ç → c), spaces
 * squeezed: "Yurt Dışı", "yurt disi" and "YURT DIŞI" read the same.
 */
export function foldText(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .replace(/\u0307/g, '')
    .replace(/ş/g, 's')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether a screen's title or synonyms answer the folded query: a title or synonym that holds
 * it ("roam" → roaming), or a query that holds a synonym as words ("roaming aç").
 */
export function screenMatch(
  title: string,
  synonyms: readonly string[],
  query: string,
): 'title' | 'synonym' | undefined {
  if (foldText(title).includes(query)) return 'title';
  for (const word of synonyms) {
    const folded = foldText(word);
    if (query.length >= 2 && folded.includes(query)) return 'synonym';
    if (` ${query} `.includes(` ${folded} `)) return 'synonym';
  }
  return undefined;
}
