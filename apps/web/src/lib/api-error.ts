/**
 * Why a call failed. `business` is a `type:'error'` answer; `need_login` / `need_kyc` are 999 / 998;
 * `http` a status other than 200; `timeout` the 60 s limit; `network` no answer or an unreadable body.
 */
export type ApiErrorKind = 'business' | 'need_login' | 'need_kyc' | 'http' | 'timeout' | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;

  constructor(kind: ApiErrorKind, message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
