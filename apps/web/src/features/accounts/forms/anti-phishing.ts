import { isAntiPhishingCode } from '@app/api/validators';

export type AntiPhishingValues = { code: string; proof: 'pay' | 'login'; password: string };
/** Keys of `safety.error`. */
export type AntiPhishingErrors = Partial<Record<'code' | 'password', 'code' | 'password'>>;

/** The anti-phishing form's checks: the same code rule as the server (4-20 letters, digits, `_`, `-`), a password. */
export function validateAntiPhishing(v: AntiPhishingValues): AntiPhishingErrors {
  const errors: AntiPhishingErrors = {};
  if (!isAntiPhishingCode(v.code.trim())) errors.code = 'code';
  if (v.password === '') errors.password = 'password';
  return errors;
}

/** The request body: the chosen proof only. */
export function antiPhishingBody(v: AntiPhishingValues) {
  return v.proof === 'pay'
    ? { code: v.code.trim(), pay_password: v.password }
    : { code: v.code.trim(), password: v.password };
}
