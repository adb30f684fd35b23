import { currentLang, i18n } from '../i18n/i18n';
import { useSession } from '../session/session-store';
import type { Envelope } from './types';

/** A business error already shown to the operator (unless the call was silent). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly type: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** antd's message, fetched with the first one (the login screen shows its errors itself and never needs it). */
const notify = (kind: 'error' | 'warning', text: string) =>
  void import('antd/es/message').then(({ default: message }) => message[kind](text));

type Query = Record<string, string | number | boolean | undefined | null>;
type RequestOptions = { query?: Query; body?: unknown; silent?: boolean };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const TIMEOUT_MS = 60_000;

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  // The server answers its messages (errors, the 2FA prompt) in the operator's language.
  params.set('lang', currentLang());
  const qs = params.toString();
  return `/api/admin${path}${qs ? `?${qs}` : ''}`;
}

async function send(method: Method, url: string, body: unknown): Promise<Envelope> {
  const token = useSession.getState().token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = token;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { type: 'error', message: i18n.t('errors.network') };
  }
  try {
    return (await res.json()) as Envelope;
  } catch {
    return { type: 'error', message: i18n.t('errors.server', { status: res.status }) };
  }
}

/**
 * Calls `/api/admin<path>` and unwraps the envelope: `ok` gives the payload; `error` is shown with antd message and
 * thrown; `999` clears the admin session, which sends the operator back to the login screen.
 */
export async function adminRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = await send(method, buildUrl(path, options.query), options.body);
  if (envelope.type === 'ok') return envelope.message as T;
  const text = typeof envelope.message === 'string' && envelope.message ? envelope.message : i18n.t('errors.failed');
  if (envelope.type === '999') {
    if (useSession.getState().token) {
      notify('warning', text);
      useSession.getState().clear();
    }
    throw new ApiError(text, '999');
  }
  if (!options.silent) notify('error', text);
  throw new ApiError(text, envelope.type);
}

export const api = {
  get: <T>(path: string, query?: Query) => adminRequest<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown) => adminRequest<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => adminRequest<T>('PUT', path, { body: body ?? {} }),
  del: <T>(path: string) => adminRequest<T>('DELETE', path),
};
