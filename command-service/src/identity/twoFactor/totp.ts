// Authenticator-app codes (RFC 6238 through otplib): SHA-1, 6 digits, 30 s
// steps, one step of clock drift either way, and no code accepted twice.
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_PERIOD_SECONDS = 30;
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret({ length: 20 });

/** The otpauth URI as a QR code, an SVG document encoded in base64 (spec 000 §7). */
export async function totpQrCode(secret: string, label: string, issuer = 'Practicum'): Promise<string> {
  const uri = generateURI({ issuer, label, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return Buffer.from(svg, 'utf8').toString('base64');
}

/** The time step the token matched, or null; tokens at or before `afterStep` are refused (replay). */
export async function checkTotp(secret: string, token: string, now: Date, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    if (!result.valid) return null;
    // the step the token was made for: now's step plus the drift it matched
    return 'timeStep' in result ? Number(result.timeStep) : Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + result.delta;
  } catch {
    return null;
  }
}
