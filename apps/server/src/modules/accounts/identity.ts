/**
 * Account identifiers: an email (stored lower-case) or a mobile number with its calling code. Codes and
 * throttles key on the normalised target string built here, with the same normalisation as account look-ups.
 */
import { isEmail, isMainlandMobile } from '@app/api';
import { AppError } from '../../errors';

export type Identifier = { kind: 'email'; email: string } | { kind: 'mobile'; areaCode: string; mobile: string };

export const DEFAULT_AREA_CODE = '86';

/** The one normalisation of an email, for look-ups and throttle keys alike. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
const normalizeArea = (areaCode: string | undefined) => (areaCode ?? '').replace(/^\+/, '').trim() || DEFAULT_AREA_CODE;

/** Mainland numbers follow spec §5 (1, then 3-9, 11 digits); other regions 5-15 digits. */
export function isMobileFor(areaCode: string, mobile: string): boolean {
  return areaCode === DEFAULT_AREA_CODE ? isMainlandMobile(mobile) : /^\d{5,15}$/.test(mobile);
}

export function emailId(raw: string, field = 'email'): Identifier {
  const email = normalizeEmail(raw);
  if (!isEmail(email)) throw AppError.invalid(field, 'validation.email');
  return { kind: 'email', email };
}

export function mobileId(areaCode: string | undefined, raw: string, field = 'mobile'): Identifier {
  const area = normalizeArea(areaCode);
  const mobile = raw.trim();
  if (!/^\d{1,4}$/.test(area)) throw AppError.invalid('area_code', 'validation.invalid');
  if (!isMobileFor(area, mobile)) throw AppError.invalid(field, 'validation.mobile');
  return { kind: 'mobile', areaCode: area, mobile };
}

/** `user_string` / `account` of the spec: an email when it has an @, else a mobile number. */
export function accountId(raw: string, areaCode: string | undefined, field: string): Identifier {
  return raw.includes('@') ? emailId(raw, field) : mobileId(areaCode, raw, field);
}

export function targetOf(id: Identifier): string {
  return id.kind === 'email' ? `email:${id.email}` : `mobile:${id.areaCode}-${id.mobile}`;
}

/** Where a code for this identifier is delivered. */
export function deliveryOf(id: Identifier): { channel: 'email' | 'sms'; to: string } {
  return id.kind === 'email'
    ? { channel: 'email', to: id.email }
    : { channel: 'sms', to: `+${id.areaCode}${id.mobile}` };
}

/**
 * The identifier an account is stored under, of the kind the caller typed: a mobile typed without its calling
 * code still finds an account of another region, so a throttle keyed on what was typed would give it fresh tries.
 */
export function storedIdentifier(
  user: { email: string | null; areaCode: string | null; mobile: string | null },
  typed: Identifier,
): Identifier {
  if (typed.kind === 'email' || user.mobile === null) return typed;
  return { kind: 'mobile', areaCode: user.areaCode ?? DEFAULT_AREA_CODE, mobile: user.mobile };
}

export const userTarget = (userId: number) => `user:${userId}`;

/** `a***@x.com`, `138****0000` (the invitee list). */
export function maskAccount(email: string | null, mobile: string | null): string {
  if (email) {
    const at = email.indexOf('@');
    return `${email.slice(0, 1)}***${email.slice(at)}`;
  }
  if (mobile) return mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
  return '';
}
