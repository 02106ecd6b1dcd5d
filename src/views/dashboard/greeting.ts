/**
 * The dashboard's greeting, in one place: the page renders it, and index.html's splash writes the
 * same lines from the stored session before any module has run (src/app/bootGreeting.ts), so the
 * first paint already greets the person and the page takes over without a change (issue 7).
 * Both functions run from their source text there: self-contained, no imports.
 */
export function greetingTitle(userName: string): string {
  return `Hoş geldiniz, ${userName}`;
}

export function greetingLine(corporateName: string): string {
  return `${corporateName} adına işlem yapıyorsunuz.`;
}
