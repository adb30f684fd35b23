/** A code the server accepts: 6 digits, or a recovery code (10 base32 characters; case, spaces and dashes ignored). */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]/g, '').toLowerCase();
}

export function isSecondFactorCode(input: string): boolean {
  return /^(\d{6}|[a-z2-7]{10})$/.test(normalizeCode(input));
}

export function isTotpCode(input: string): boolean {
  return /^\d{6}$/.test(input.trim());
}

/** The `secret` of an otpauth:// URI grouped by 4 for typing by hand. */
export function groupKey(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}
