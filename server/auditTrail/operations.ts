/**
 * The Turkish name of each operation the audit trail records: a title per catalogue row that
 * changes data, and per feature a name for rows without one (a row added later is still named).
 * Titles are stored with each entry, so renaming one here never rewrites history.
 */
const ROW_TITLES: Readonly<Record<string, string>> = {
  additionalPackageOrder: 'Ek paket siparişi',
  additionalPackageCancelOrder: 'Ek paket iptali',
  approvalProceduresConfirm: 'Onay süreci kararı',
  authorizedUserPermissions: 'Yetkili kullanıcı yetkileri',
  authorizedUserPermissionChange: 'Yetkili kullanıcı yetki değişikliği',
  contractApproveOrReject: 'Sözleşme onayı veya reddi',
  contractErrorReport: 'Sözleşme hata bildirimi',
  istecepContractApproveOrReject: 'İstecep sözleşme onayı veya reddi',
  istecepContractErrorReport: 'İstecep sözleşme hata bildirimi',
  customerSurveySave: 'Anket yanıtı',
  documentOtpSend: 'Belge onayı için SMS kodu gönderimi',
  documentOtpValidate: 'Belge onayı SMS kodu doğrulama',
  documentSodecUpdate: 'Belge onayı',
  documentInsert: 'Belge yükleme',
  documentFileStoreUpdate: 'Belge dosyası yükleme',
  expressMenuAdd: 'Hızlı işlem ekleme',
  expressMenuDelete: 'Hızlı işlem kaldırma',
  extraPacketChangePermission: 'Ekstra paket izni değişikliği',
  lineDeactivationDocumentUpload: 'Hat kapatma belgesi yükleme',
  lineDeactivationDocumentDelete: 'Hat kapatma belgesi silme',
  deactivateLine: 'Hat kapatma',
  lineUserProductUpdate: 'Hat kullanıcısı güncelleme',
  lineUserProductChange: 'Hat kullanıcısı değişikliği',
  lineUserProductChangeDelete: 'Hat kullanıcısı değişikliği iptali',
  lineUserInvoiceNameVisibilityUpdate: 'Faturada isim görünürlüğü',
  newLineNumberReservation: 'Yeni hat numara rezervasyonu',
  newLineCreateOrder: 'Yeni hat siparişi',
  newLineOrderUpdate: 'Yeni hat siparişi güncelleme',
  newLineMarsSend: 'Yeni hat siparişinin gönderimi',
  orderDelete: 'Sipariş silme',
  reContractSubmit: 'Yeniden taahhüt siparişi',
  reContractDocument: 'Yeniden taahhüt belgesi',
  requestSubmittingDemandFormData: 'Talep oluşturma',
  requestSubmittingDemandHistoryDetail: 'Talep güncelleme',
  requestSubmittingUpload: 'Talep dosyası yükleme',
  requestSubmittingUploadDelete: 'Talep dosyası silme',
  searchDelete: 'Kayıtlı arama silme',
  searchSave: 'Arama kaydetme',
  secureInternetSaveProfiles: 'Güvenli internet profili değişikliği',
  fakeLogin: 'Deneme girişi',
  login: 'Giriş (şifre)',
  loginToken: 'Giriş (SMS kodu)',
  logout: 'Çıkış',
  sendOtp: 'SMS kodu gönderimi',
  validateOtp: 'SMS kodu doğrulama',
  resetOtpLifetime: 'SMS kodu süresini yenileme',
  changeCorporate: 'Şirket değiştirme',
  termsApprovedConfirm: 'Kullanım koşullarını onaylama',
  defaultHoldingSet: 'Varsayılan şirket belirleme',
  defaultHoldingDelete: 'Varsayılan şirketi kaldırma',
  customerManagerLogin: 'Müşteri temsilcisi girişi',
  customerToLogin: 'Müşteri temsilcisinin yetkili adına girişi',
  seamlessLoginData: 'Bağlantıyla giriş',
  customerManagerToken: 'Müşteri temsilcisi girişi (SMS kodu)',
  simCardExcelImport: 'SIM kart listesi içe aktarma',
  simCardCreateOrder: 'SIM kart siparişi',
  simMatchingMatch: 'SIM kart eşleştirme',
  takeOverContactValidity: 'Hat devralma iletişim bilgisi kontrolü',
  takeOverSubscriptionInfo: 'Hat devralma abonelik bilgileri',
  takeOverTariff: 'Hat devralma tarife seçimi',
  takeOverPreferences: 'Hat devralma tercihleri',
  takeOverUpdateStatus: 'Hat devralma durum güncelleme',
  takeOverFinalize: 'Hat devralma tamamlama',
  takeOverMarsSend: 'Hat devralma siparişinin gönderimi',
  tariffMarsSend: 'Tarife değişikliği gönderimi',
  tariffChange: 'Tarife değişikliği',
  tariffBulkChange: 'Toplu tarife değişikliği',
  usageAbroadOpen: 'Yurt dışı kullanımı açma',
  usageAbroadClose: 'Yurt dışı kullanımı kapatma',
  callAbroadOpen: 'Yurt dışı aramayı açma',
  callAbroadClose: 'Yurt dışı aramayı kapatma',
};

const FEATURE_TITLES: Readonly<Record<string, string>> = {
  additionalPackage: 'Ek paketler',
  approvalProcedures: 'Onay süreçleri',
  auditTrail: 'İşlem geçmişi',
  authorizedUsers: 'Yetkili kullanıcılar',
  contracts: 'Sözleşmeler',
  customer: 'Müşteri işlemleri',
  customerManager: 'Müşteri temsilcisi',
  customerTouch: 'Müşteri temas geçmişi',
  dashboard: 'Ana sayfa',
  documents: 'Belgeler',
  expressMenu: 'Hızlı işlemler',
  extraPacket: 'Ekstra paket izinleri',
  invoices: 'Faturalar',
  lineDeactivation: 'Hat kapatma',
  lineUser: 'Hat kullanıcı bilgileri',
  newLine: 'Yeni hat',
  offlineTransactions: 'Çevrim dışı işlemler',
  orders: 'Siparişlerim',
  reContract: 'Yeniden taahhüt',
  requestSubmitting: 'Talep oluşturma',
  search: 'Arama',
  secureInternet: 'Güvenli internet',
  session: 'Oturum',
  simCard: 'SIM kart siparişi',
  simMatching: 'SIM kart eşleştirme',
  takeOver: 'Hat devralma',
  tariff: 'Tarife ve paketler',
  usageAbroad: 'Yurt dışı kullanım',
};

/** The feature's Turkish name; a feature not listed yet still reads as an operation. */
export const featureTitle = (feature: string): string => FEATURE_TITLES[feature] ?? 'Portal işlemi';

/** Rows whose body names the action: the title of each action (the row's title names them all). */
const ACTION_TITLES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  requestSubmittingDemandHistoryDetail: { NOTE: 'Talebe not ekleme', WITHDRAW: 'Talebi geri çekme' },
};

const actionOf = (body: unknown): string | undefined => {
  const action =
    typeof body === 'object' && body !== null ? (body as { action?: unknown }).action : undefined;
  return typeof action === 'string' ? action : undefined;
};

/** The call's Turkish title: its action's, else its row's, else its feature's name. */
export function operationTitle(row: { name: string; feature: string }, body?: unknown): string {
  const action = actionOf(body);
  const byAction = action === undefined ? undefined : ACTION_TITLES[row.name]?.[action];
  return byAction ?? ROW_TITLES[row.name] ?? featureTitle(row.feature);
}

/** The operation filter's title of a row: the row's own, which names every action it records. */
export const rowTitle = (name: string): string | undefined => ROW_TITLES[name];
