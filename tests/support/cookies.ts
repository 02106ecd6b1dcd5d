/** Expires every cookie of jsdom's `document.cookie`, the jar a test page shares between its files. */
export function clearCookies() {
  for (const cookie of document.cookie.split('; ')) {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's jar, which the portal's HTTP client reads
    if (cookie) document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
