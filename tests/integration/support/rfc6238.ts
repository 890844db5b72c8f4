// An independent TOTP (RFC 6238 over RFC 4226 HOTP) written with node:crypto
// only, so the tests check the app's otplib codes against the standard rather
// than against otplib itself.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index === -1) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** HOTP (RFC 4226 §5.3): HMAC-SHA-1 of the 8-byte counter, dynamic truncation, 6 digits. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', key).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary =
    ((hmac[offset]! & 0x7f) << 24) | ((hmac[offset + 1]! & 0xff) << 16) | ((hmac[offset + 2]! & 0xff) << 8) | (hmac[offset + 3]! & 0xff);
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** TOTP (RFC 6238 §4): T = floor((unix time - T0) / X) with T0 = 0, X = 30 s. */
export function totp(base32Secret: string, at: Date = new Date(), stepSeconds = 30): string {
  return hotp(base32Decode(base32Secret), Math.floor(at.getTime() / 1000 / stepSeconds));
}

/** The RFC 6238 appendix B test vector (SHA-1 seed "12345678901234567890", 8 digits) must hold. */
export function selfCheck(): void {
  const key = Buffer.from('12345678901234567890', 'ascii');
  const cases: [number, string][] = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [2000000000, '69279037'],
  ];
  for (const [seconds, expected] of cases) {
    const got = hotp(key, Math.floor(seconds / 30), 8);
    if (got !== expected) throw new Error(`RFC 6238 vector at ${seconds}: ${got} != ${expected}`);
  }
}
