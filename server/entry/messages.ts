/** The entry rows' Turkish sentences. */
export const ENTRY_MESSAGES = {
  seamlessRefused:
    'Bu giriş bağlantısı kullanılmış ya da süresi dolmuş. Lütfen kullanıcı adınız ve şifrenizle giriş yapın.',
  fakeLoginUnavailable: 'Bu giriş yöntemi bu ortamda kullanılamaz.',
  unknownUser: 'Bu kullanıcı adıyla kayıtlı bir kullanıcı bulunamadı.',
} as const;
