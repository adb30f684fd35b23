import type {
  LoginChallenge,
  LoginVerifyBody,
  RecoveryCodes,
  TwoFactorCodeBody,
  TwoFactorEnableBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@app/api/security';
import type { z } from 'zod';
import { get, post } from '../../../lib/request';

/** The second factor's calls (docs/api-security.md). */

export const getTwoFactorStatus = (signal?: AbortSignal) =>
  get<TwoFactorStatus>('/security/2fa', undefined, { silent: true, signal });

export const setupTwoFactor = () => post<TwoFactorSetup>('/security/2fa/setup');

export const enableTwoFactor = (code: string) =>
  post<RecoveryCodes>('/security/2fa/enable', { code } satisfies z.input<typeof TwoFactorEnableBody>);

export const disableTwoFactor = (code: string) =>
  post<string>('/security/2fa/disable', { code } satisfies z.input<typeof TwoFactorCodeBody>);

export const renewRecoveryCodes = (code: string) =>
  post<RecoveryCodes>('/security/2fa/recovery_codes', { code } satisfies z.input<typeof TwoFactorCodeBody>);

/** The login's second step: the ticket of /user/login and a code give the session token. */
export const verifyLogin = (ticket: string, code: string) =>
  post<string>('/security/login/verify', { ticket, code } satisfies z.input<typeof LoginVerifyBody>);

/** /user/login answers the token, or this challenge when the account has a second factor. */
export const isLoginChallenge = (answer: unknown): answer is LoginChallenge =>
  typeof answer === 'object' && answer !== null && (answer as { two_factor?: unknown }).two_factor === true;
