/** Text the sandbox compares and builds addresses from, the same way in every feature. */

const ACCENTS: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };

/** Lower case with Turkish letters folded, so "ozturk", "ÖZTÜRK" and "Öztürk" meet. */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşü]/g, (ch) => ACCENTS[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** "Anadolu Lojistik A.Ş." → "anadolulojistik.com.tr": the sandbox's company mail domain. */
export function domainOf(companyName: string): string {
  const core = companyName.replace(/\s+(A\.Ş\.|San\..*|Ltd\..*)$/u, '');
  return `${fold(core).replace(/[^a-z0-9]/g, '')}.com.tr`;
}

/** "Can Öztürk" at a domain → "can.ozturk@domain". */
export function personalEmail(fullName: string, domain: string): string {
  return `${fold(fullName)
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')}@${domain}`;
}
