/**
 * Typed errors with stable codes. Services throw them; the one error handler (plugins/errors.ts) turns them
 * into the envelope of spec §7 in the caller's language.
 */
import type { ServerKey } from '@app/i18n/server';

type EnvelopeErrorType = 'error' | '999' | '998';

export const ERROR_CODES = {
  NOT_FOUND: { type: 'error', key: 'error.not_found' },
  VALIDATION: { type: 'error', key: 'error.bad_request' },
  BAD_REQUEST: { type: 'error', key: 'error.bad_request' },
  NEED_LOGIN: { type: '999', key: 'error.need_login' },
  NEED_KYC: { type: '998', key: 'error.need_kyc' },
  FORBIDDEN: { type: 'error', key: 'error.forbidden' },
  INVALID_CREDENTIALS: { type: 'error', key: 'error.invalid_credentials' },
  TOO_MANY_ATTEMPTS: { type: 'error', key: 'error.too_many_attempts' },
  UNKNOWN_SETTING: { type: 'error', key: 'error.unknown_setting' },
  EMAIL_TAKEN: { type: 'error', key: 'error.email_taken' },
  CANNOT_CHANGE_SELF: { type: 'error', key: 'error.cannot_change_self' },
  INSUFFICIENT_BALANCE: { type: 'error', key: 'error.insufficient_balance' },
  IDEMPOTENCY_CONFLICT: { type: 'error', key: 'error.idempotency_conflict' },
  /** An amount or a balance that would not fit its numeric(36,18) column. */
  AMOUNT_TOO_LARGE: { type: 'error', key: 'error.amount_too_large' },
  /** A business refusal with its own catalogue key and parameters: `AppError.say('account.locked')`. */
  MESSAGE: { type: 'error', key: 'error.bad_request' },
} as const satisfies Record<string, { type: EnvelopeErrorType; key: ServerKey }>;

type ErrorCode = keyof typeof ERROR_CODES;

/** A validation failure found by a service (not by a schema): which field and why, as catalogue keys. */
type FieldProblem = { field: string; reason: ServerKey; params?: Record<string, string | number> };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: FieldProblem | undefined;
  /** For MESSAGE: the catalogue key to answer with and its `{name}` parameters. */
  readonly say: { key: ServerKey; params?: Record<string, string | number> | undefined } | undefined;

  constructor(code: ErrorCode, field?: FieldProblem) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.field = field;
    this.say = undefined;
  }

  /** A translated business message with parameters, e.g. `AppError.say('account.send_throttled', {seconds: 42})`. */
  static say(key: ServerKey, params?: Record<string, string | number>): AppError {
    const error = new AppError('MESSAGE');
    (error as { say: AppError['say'] }).say = { key, params };
    return error;
  }

  static invalid(field: string, reason: ServerKey, params?: Record<string, string | number>): AppError {
    return new AppError('VALIDATION', { field, reason, params });
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
