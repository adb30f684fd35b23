/** RFC 6238 TOTP for admin accounts: SHA-1, 6 digits, 30 s steps, one step of clock drift either way. */
import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const ISSUER = 'Back office';

const totpOf = (secret: string, label = 'admin') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new random 160-bit secret, base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpUrl = (secret: string, email: string): string => totpOf(secret, email).toString();

/**
 * The 30 s step `code` belongs to (within ±1 step of now), or null when it matches none. The caller refuses a step
 * not newer than the last one it accepted, so a code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}
