/**
 * The route list of spec §2 as data: the app registers a screen per entry and the session
 * machine decides guards and redirects from the same list.
 */
import type { PermissionGroupId } from '../api/authorizedUsersTypes';

export type RouteAccess = 'private' | 'public' | 'loggedOutOnly';

export interface RouteEntry {
  /** react-router pattern below the base path. */
  readonly pattern: string;
  readonly access: RouteAccess;
  /** The screen's Turkish title: the page heading, and what a page still to be built says. */
  readonly title: string;
  /**
   * The operation group whose Görüntüleme level the page needs (issue 37); none for pages every
   * signed-in person sees (the dashboard, content, the company's people and history pages).
   */
  readonly group?: PermissionGroupId;
}

/** Routes behind the login guard, with their titles. */
const PRIVATE: Readonly<Record<string, string>> = {
  '/dashboard': 'Ana Sayfa',
  '/p/:page': 'Bilgi Sayfası',
  '/csi/:page': 'Müşteri Bilgi Sayfası',
  '/contracts': 'Sözleşmeler',
  '/extraPacket': 'Ekstra Paket İzinleri',
  '/secure-internet': 'Güvenli İnternet',
  '/document-form': 'Doküman Formları',
  '/line-deactivation': 'Hat Kapatma',
  '/cips-permission': 'CIPS İzinleri',
  '/line-operations-request-history': 'Hat İşlemleri Talep Geçmişi',
  '/audit-trail': 'İşlem Geçmişi',
  '/ctt-history': 'Müşteri Temas Geçmişi',
  '/offline-transactions': 'Çevrim Dışı İşlemler',
  '/offline-transactions/:queryId': 'Çevrim Dışı İşlem Detayı',
  '/sim-card': 'SIM Kart Siparişi',
  '/sim-card-matching': 'SIM Kart Eşleştirme',
  '/set-document': 'Yetki Belgeleri',
  '/order-document': 'Sipariş Belgeleri',
  '/my-orders': 'Siparişlerim',
  '/my-orders/:orderNo': 'Sipariş Detayı',
  '/update-authorized-user-info': 'Yetkili Kullanıcılar',
  '/corporate-selection': 'Şirket Seçimi',
  '/terms-approved': 'Sözleşme Onayı',
  '/roaming': 'Yurt Dışı Kullanım',
  '/international-call': 'Yurt Dışı Arama',
  '/customer-representative': 'Müşteri Temsilcilerim',
  '/update-product-user': 'Hat Kullanıcı Bilgileri',
  // Not in spec §2's list: the invoice screens' own page (the skeleton menu had /p/invoices).
  '/invoices': 'Fatura Bilgilerim',
  '/invoice-detail-confirm': 'Fatura Detayı Onayı',
  '/international-call-confirm': 'Yurt Dışı Arama Onayı',
  '/roaming-confirm': 'Yurt Dışı Kullanım Onayı',
  '/pending-requests': 'Onay Bekleyen İşlemler',
  '/open-source': 'Açık Kaynak Lisansları',
  '/terms-of-use': 'Kullanım Koşulları',
  '/additional-package/*': 'Ek Paket Satın Al',
  '/additional-package-history/*': 'Ek Paket Geçmişi',
  '/additional-package-cancellation/*': 'Ek Paket İptali',
  '/additional-package-confirm/*': 'Onay Bekleyen Ek Paketler',
  '/request-submitting/*': 'Talep Oluştur',
  '/tariff-package/*': 'Tarife ve Paket Değişikliği',
  '/new-line/*': 'Yeni Hat Siparişi',
  '/take-over/*': 'Hat Devralma',
  '/recontracts/*': 'Yeniden Taahhüt',
};

/**
 * Private routes that belong to an operation group: a person without the group's read level gets
 * the refusal instead of the page (src/app/AppRoutes.tsx), and the menu marks them.
 */
const GROUPS: Readonly<Record<string, PermissionGroupId>> = {
  '/contracts': 'contracts',
  '/extraPacket': 'extraPacket',
  '/secure-internet': 'secureInternet',
  '/document-form': 'requestSubmitting',
  '/line-deactivation': 'lineDeactivation',
  '/line-operations-request-history': 'orders',
  '/sim-card': 'simCard',
  '/sim-card-matching': 'simMatching',
  '/set-document': 'documents',
  '/order-document': 'documents',
  '/my-orders': 'orders',
  '/my-orders/:orderNo': 'orders',
  '/roaming': 'usageAbroad',
  '/international-call': 'usageAbroad',
  '/roaming-confirm': 'usageAbroad',
  '/international-call-confirm': 'usageAbroad',
  '/update-product-user': 'lineUser',
  '/invoices': 'invoices',
  '/invoice-detail-confirm': 'invoices',
  '/pending-requests': 'approvalProcedures',
  '/additional-package/*': 'additionalPackage',
  '/additional-package-history/*': 'additionalPackage',
  '/additional-package-cancellation/*': 'additionalPackage',
  '/additional-package-confirm/*': 'additionalPackage',
  '/request-submitting/*': 'requestSubmitting',
  '/tariff-package/*': 'tariff',
  '/new-line/*': 'newLine',
  '/take-over/*': 'takeOver',
  '/recontracts/*': 'reContract',
};

const PUBLIC: Readonly<Record<string, string>> = {
  '/login/*': 'Giriş',
  '/ext': 'Dış Bağlantı ile Giriş',
  '/seamless-login': 'Kesintisiz Giriş',
  // Customer managers: their own login and portfolio, guarded by the manager's session (src/machines/customerManager).
  '/customer-manager/login': 'Müşteri Yöneticisi Girişi',
  '/customer-manager/portfolio': 'Portföyüm',
  '/showinvoicepdf/:secretKey': 'Fatura PDF',
  '/showinvoicepdf/gib/:secretKey': 'e-Fatura PDF (GİB)',
};

/** Shown only when logged out; logged in they redirect to /. */
const LOGGED_OUT_ONLY: Readonly<Record<string, string>> = {
  '/open-source-documents': 'Açık Kaynak Belgeleri',
  '/terms-of-use-agreement': 'Kullanım Koşulları Sözleşmesi',
};

const entries = (table: Readonly<Record<string, string>>, access: RouteAccess): RouteEntry[] =>
  Object.entries(table).map(([pattern, title]) => {
    const group = GROUPS[pattern];
    return group ? { pattern, access, title, group } : { pattern, access, title };
  });

export const ROUTES: readonly RouteEntry[] = [
  ...entries(PRIVATE, 'private'),
  ...entries(PUBLIC, 'public'),
  ...entries(LOGGED_OUT_ONLY, 'loggedOutOnly'),
];

function matches(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = path.split('/').filter(Boolean);
  for (let i = 0; i < patternParts.length; i += 1) {
    const part = patternParts[i];
    if (part === '*') return true;
    const actual = pathParts[i];
    if (actual === undefined) return false;
    if (!part?.startsWith(':') && part !== actual) return false;
  }
  // `/login/*` also matches `/login` itself.
  return pathParts.length === patternParts.length;
}

/** Where a path (below the base path) belongs; `root` is "/", `unknown` gets the not-found page. */
export function classifyPath(path: string): RouteAccess | 'root' | 'login' | 'unknown' {
  const clean = path.split(/[?#]/)[0] || '/';
  if (clean === '/' || clean === '') return 'root';
  if (matches('/login/*', clean)) return 'login';
  const entry = ROUTES.find((route) => matches(route.pattern, clean));
  return entry ? entry.access : 'unknown';
}

/** The route entry a path belongs to, for its title; undefined for "/" and unknown paths. */
export function routeOf(path: string): RouteEntry | undefined {
  const clean = path.split(/[?#]/)[0] || '/';
  return ROUTES.find((route) => matches(route.pattern, clean));
}

/**
 * What a feature's `src/views/<feature>/screens.ts` exports as `screens`: the route patterns it
 * renders, each with its view's loader. The app finds these files by glob; each view is its own
 * lazy chunk.
 */
export type ScreenLoaders = Readonly<
  Record<string, () => Promise<{ default: import('react').ComponentType }>>
>;
