import type {
  LoginChallenge,
  LoginVerifyBody,
  PasskeyLoginBody,
  PasskeyRegisterBody,
  PasskeyStepUpBody,
  PasskeyView,
  RecoveryCodes,
  StepUpProof,
  TwoFactorCodeBody,
  TwoFactorEnableBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@app/api/security';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
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

// ---------- Passkeys (WebAuthn; options and answers are the JSON shapes of @simplewebauthn) ----------

export const listPasskeys = (signal?: AbortSignal) =>
  get<PasskeyView[]>('/security/passkeys', undefined, { silent: true, signal });

export const passkeyRegisterOptions = () =>
  post<PublicKeyCredentialCreationOptionsJSON>('/security/passkeys/register/options');

export const registerPasskey = (response: RegistrationResponseJSON, name?: string) =>
  post<PasskeyView>('/security/passkeys/register', {
    response: response as unknown as Record<string, unknown>,
    ...(name ? { name } : {}),
  } satisfies z.input<typeof PasskeyRegisterBody>);

export const deletePasskey = (id: number) => post<null>('/security/passkeys/delete', { id });

export const passkeyLoginOptions = (ticket: string) =>
  post<PublicKeyCredentialRequestOptionsJSON>('/security/login/passkey/options', { ticket });

/** The login's second step with a passkey: the ticket and the browser's assertion give the session token. */
export const verifyPasskeyLogin = (ticket: string, response: AuthenticationResponseJSON) =>
  post<string>('/security/login/passkey', {
    ticket,
    response: response as unknown as Record<string, unknown>,
  } satisfies z.input<typeof PasskeyLoginBody>);

export const passkeyStepUpOptions = () =>
  post<PublicKeyCredentialRequestOptionsJSON>('/security/stepup/passkey/options');

/** A passkey step-up: the browser's assertion gives a proof for one sensitive call (5 minutes). */
export const verifyPasskeyStepUp = (response: AuthenticationResponseJSON) =>
  post<StepUpProof>('/security/stepup/passkey', {
    response: response as unknown as Record<string, unknown>,
  } satisfies z.input<typeof PasskeyStepUpBody>);
