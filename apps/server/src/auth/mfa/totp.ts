import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA1, 6 digits, 30 seconds. */
const period = 30;
const totpOf = (secret: string, label = 'account') =>
  new TOTP({ issuer: 'Tend', label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secret) });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export async function enrolmentOf(secret: string, label: string): Promise<{ secret: string; otpauth_uri: string; qr_svg: string }> {
  const uri = totpOf(secret, label).toString();
  return { secret, otpauth_uri: uri, qr_svg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }) };
}

/**
 * The time step a code belongs to (window ±1 for clock drift), or null when it is wrong or not newer
 * than `lastStep` — a code seen once is refused again, even within its own 30 seconds.
 */
export function acceptedStep(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / period) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
