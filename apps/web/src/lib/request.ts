import i18n from 'i18next';
import { useSession } from '../stores/session';
import { ApiError } from './api-error';
import { earlyKey, takeEarly } from './early-requests';
import { hideLoading, showLoading, showToast } from './feedback';
import { redirectLater, redirectToLoginLater } from './navigation';
import { reportAnswer, reportNoAnswer } from './network-status';
import { REAL_MARK_PATH } from './routes';
import { LOADING_INDICATOR_DELAY_MS, REQUEST_TIMEOUT_MS } from './timings';

/** The request helper of spec §7. Every call to the server goes through it. */

export const API_BASE = '/api';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Params = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  url: string;
  method?: Method;
  /** Query parameters for GET and DELETE; the JSON body for POST and PUT (a FormData body is sent as is). */
  data?: Params | Record<string, unknown> | FormData;
  /** Do not toast the failure (the caller shows it inline). Redirects of 999/998 still happen. */
  silent?: boolean;
  /** Show the delayed loading indicator (default true). */
  loading?: boolean;
  signal?: AbortSignal;
  /** Extra headers (an `Idempotency-Key` for a money-moving POST). */
  headers?: Record<string, string>;
};

/** `/news/list` → `/api/news/list`; absolute URLs stay as they are. */
export function apiUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  return path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`;
}

function appendQuery(url: string, params: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  if (!text) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${text}`;
}

/** The early answer, or the abort (time-out or the caller's) if that comes first: it cannot be cancelled itself. */
function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new DOMException('aborted', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Loading indicator shared by concurrent calls: shown once any call passes 800 ms, hidden when those finish. */
let slowCalls = 0;
function trackLoading(): () => void {
  let counted = false;
  const timer = setTimeout(() => {
    counted = true;
    slowCalls += 1;
    if (slowCalls === 1) showLoading();
  }, LOADING_INDICATOR_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (!counted) return;
    slowCalls -= 1;
    if (slowCalls === 0) hideLoading();
  };
}

type Body = { type?: unknown; code?: unknown; message?: unknown; msg?: unknown; data?: unknown };

function textOf(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

function fail(error: ApiError, silent: boolean | undefined): never {
  if (!silent || error.kind === 'need_login' || error.kind === 'need_kyc') showToast(error.message);
  throw error;
}

export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  const method = options.method ?? 'POST';
  const { lang, token } = useSession.getState();
  const common = { lang: lang || 'en', timestamp: Date.now() };
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  if (token) headers.Authorization = token;

  let url = apiUrl(options.url);
  let body: BodyInit | undefined;
  const data = options.data;
  if (method === 'GET' || method === 'DELETE') {
    url = appendQuery(url, { ...(data instanceof FormData ? {} : data), ...common });
  } else if (data instanceof FormData) {
    data.set('lang', common.lang);
    data.set('timestamp', String(common.timestamp));
    body = data;
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ ...data, ...common });
  }

  const controller = new AbortController();
  const onAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort);
  let timedOut = false;
  const timeout = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const stopLoading = options.loading === false ? () => undefined : trackLoading();

  // The boot script may have sent this very call already (first screen only, src/lib/early-requests.ts).
  const early =
    data instanceof FormData ? undefined : takeEarly(earlyKey(method, options.url, data, common.lang, token));

  let response: Response;
  let parsed: Body | undefined;
  try {
    response = await (early
      ? untilAborted(early, controller.signal)
      : fetch(url, { method, headers, body, signal: controller.signal }));
    reportAnswer();
    parsed = (await response.json().catch(() => undefined)) as Body | undefined;
  } catch (error) {
    if (options.signal?.aborted && !timedOut) throw error; // the caller cancelled: no toast
    const kind = timedOut ? 'timeout' : 'network';
    if (kind === 'network') reportNoAnswer();
    return fail(new ApiError(kind, i18n.t(timedOut ? 'common.timeout' : 'common.networkError')), options.silent);
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', onAbort);
    stopLoading();
  }

  if (response.status !== 200) {
    const message = textOf(parsed?.message, i18n.t('common.networkError'));
    return fail(new ApiError('http', message, response.status), options.silent);
  }
  if (!parsed || typeof parsed !== 'object') {
    return fail(new ApiError('network', i18n.t('common.networkError'), 200), options.silent);
  }
  // Success is type 'ok' or code 1 (the kline call answers {code: 1, msg, data}).
  if (parsed.type === 'ok') return parsed.message as T;
  if (parsed.code === 1 || parsed.code === '1') return ('message' in parsed ? parsed.message : parsed.data) as T;

  const message = textOf(parsed.message ?? parsed.msg, i18n.t('common.error'));
  const type = String(parsed.type);
  if (type === '999') {
    // Only the session this request was sent with has ended: an answer that arrives after the user logged in again
    // (a request still in flight at logout) leaves the new session alone.
    if (useSession.getState().token === token) {
      useSession.getState().clearSession();
      redirectToLoginLater();
    }
    return fail(new ApiError('need_login', message, 200), options.silent);
  }
  if (type === '998') {
    redirectLater(REAL_MARK_PATH);
    return fail(new ApiError('need_kyc', message, 200), options.silent);
  }
  return fail(new ApiError('business', message, 200), options.silent);
}

type Shortcut = Omit<RequestOptions, 'url' | 'method' | 'data'>;

export const get = <T>(url: string, params?: Params, opts?: Shortcut) =>
  request<T>({ ...opts, url, method: 'GET', data: params });
export const post = <T>(url: string, data?: RequestOptions['data'], opts?: Shortcut) =>
  request<T>({ ...opts, url, method: 'POST', data });
export const put = <T>(url: string, data?: RequestOptions['data'], opts?: Shortcut) =>
  request<T>({ ...opts, url, method: 'PUT', data });
export const del = <T>(url: string, params?: Params, opts?: Shortcut) =>
  request<T>({ ...opts, url, method: 'DELETE', data: params });
