/**
 * Wire schemas of docs/api-security.md: the users' optional second factor (TOTP with one-time recovery codes),
 * the login step that follows a right password when it is on, and the code that sensitive calls then carry.
 */
import { z } from 'zod';
import { Id } from '../shared';

/** Recovery codes: 10 characters of the base32 alphabet, shown as `abcde-fghij`. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a login ticket (password right, second factor still to give) lives. */
export const LOGIN_TICKET_SECONDS = 300;

/** A 6-digit authenticator code. */
export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
/**
 * An authenticator code or a recovery code (case, spaces and the dash ignored): what the login step and the
 * sensitive calls accept.
 */
export const SecondFactorCode = z
  .string()
  .max(32)
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{10})$/));
/** What a passkey step-up answers: `pk_` and 43 base64url characters, used once within STEP_UP_PROOF_SECONDS. */
export const STEP_UP_PROOF_SECONDS = 300;
export const isStepUpProof = (v: string) => /^pk_[A-Za-z0-9_-]{43}$/.test(v);
/**
 * The optional `two_factor_code` field of withdrawals, addresses, bank cards and the pay password: an authenticator
 * code, a recovery code, or the proof of a passkey step-up (kept as sent: it is case-sensitive).
 */
export const OptionalSecondFactorCode = z
  .string()
  .max(64)
  .optional()
  .transform((v) => (!v ? undefined : isStepUpProof(v.trim()) ? v.trim() : v.replace(/[\s-]/g, '').toLowerCase()))
  .pipe(
    z
      .string()
      .regex(/^(\d{6}|[a-z2-7]{10}|pk_[A-Za-z0-9_-]{43})$/)
      .optional(),
  );

/** What /user/login answers instead of a token when the account has a second factor. */
export const LoginChallenge = z.object({
  two_factor: z.literal(true),
  ticket: z.string(),
  methods: z.array(z.enum(['totp', 'recovery', 'passkey'])),
  expires_in: z.number().int(),
});
export type LoginChallenge = z.infer<typeof LoginChallenge>;

export const LoginVerifyBody = z.object({ ticket: z.string().trim().min(1).max(128), code: SecondFactorCode });
export type LoginVerifyBody = z.infer<typeof LoginVerifyBody>;

export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  pending: z.boolean(),
  /** Unused recovery codes left (0 when off). */
  recovery_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;
export const TwoFactorSetup = z.object({ secret: z.string(), otpauth_url: z.string() });
export type TwoFactorSetup = z.infer<typeof TwoFactorSetup>;
export const TwoFactorEnableBody = z.object({ code: TotpCode });
export type TwoFactorEnableBody = z.infer<typeof TwoFactorEnableBody>;
export const TwoFactorCodeBody = z.object({ code: SecondFactorCode });
export type TwoFactorCodeBody = z.infer<typeof TwoFactorCodeBody>;
/** Shown once, when 2FA is turned on or the codes are renewed. */
export const RecoveryCodes = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

// ---------- Passkeys (WebAuthn) ----------

/** WebAuthn options and responses travel as the JSON shapes of @simplewebauthn (checked by the server library). */
const WebAuthnJson = z.record(z.string(), z.unknown());
export const PasskeyOptions = WebAuthnJson;
export const PasskeyRegisterBody = z.object({
  response: WebAuthnJson,
  name: z.string().trim().min(1).max(50).optional(),
});
export type PasskeyRegisterBody = z.infer<typeof PasskeyRegisterBody>;
export const PasskeyView = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeyView = z.infer<typeof PasskeyView>;
// The shared Id: a whole number within int4 (a coerced 1e300 reached the database and failed there).
export const PasskeyDeleteBody = z.object({ id: Id });
export const PasskeyLoginOptionsBody = z.object({ ticket: z.string().trim().min(1).max(128) });
export const PasskeyLoginBody = z.object({ ticket: z.string().trim().min(1).max(128), response: WebAuthnJson });
export type PasskeyLoginBody = z.infer<typeof PasskeyLoginBody>;

/** A passkey step-up: the assertion for /security/stepup/passkey/options answers a one-use proof. */
export const PasskeyStepUpBody = z.object({ response: WebAuthnJson });
export type PasskeyStepUpBody = z.infer<typeof PasskeyStepUpBody>;
export const StepUpProof = z.object({ proof: z.string(), expires_in: z.number().int() });
export type StepUpProof = z.infer<typeof StepUpProof>;
