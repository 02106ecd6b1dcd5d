/**
 * A short, stable fingerprint of a text (FNV-1a, 64 bits, 16 hex digits), the same in the
 * portal and the sandbox. It binds a confirmation code to what the person confirmed (an OTP
 * reference); it is not a secret and not a password hash.
 */
const OFFSET = 0xcbf29ce484222325n;
const PRIME = 0x100000001b3n;
const MASK = 0xffffffffffffffffn;

export function fingerprint(text: string): string {
  let hash = OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * PRIME) & MASK;
  }
  return hash.toString(16).padStart(16, '0');
}
