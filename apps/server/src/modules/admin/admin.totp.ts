/**
 * RFC 6238 TOTP for admins and users: SHA-1, 6 digits, 30 s steps, one step of clock drift either way; and the
 * one-time recovery codes that stand in for a lost authenticator (the users' second factor reuses both).
 */
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

const PERIOD = 30;
const ISSUER = 'Back office';

const totpOf = (secret: string, label = 'admin', issuer = ISSUER) =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A new random 160-bit secret, base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpUrl = (secret: string, label: string, issuer = ISSUER): string =>
  totpOf(secret, label, issuer).toString();

/**
 * The 30 s step `code` belongs to (within ±1 step of now), or null when it matches none. The caller refuses a step
 * not newer than the last one it accepted, so a code works once.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
export const RECOVERY_CODES = 10;

/** `count` random recovery codes of 10 base32 characters (50 bits each), shown as `abcde-fghij`. */
export function newRecoveryCodes(count = RECOVERY_CODES): string[] {
  return Array.from({ length: count }, () => {
    const raw = Array.from({ length: 10 }, () => BASE32[randomInt(32)]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** Case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string): string => code.replace(/[\s-]/g, '').toLowerCase();

/** What is stored: the sha256 of the normalised code (50 random bits: a slow hash adds nothing). */
export const hashRecoveryCode = (code: string): string =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** A 6-digit authenticator code, as opposed to a recovery code. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code.trim());
