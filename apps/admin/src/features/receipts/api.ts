/**
 * The transparency screen's data: the same public routes the mobile app's transparency page reads (no login, no
 * /admin prefix: the back office shows exactly what users see), and the receipt check. Wire shapes are those fixed
 * for issue 30 (packages/api market/log.ts, market/sources.ts, receipts/).
 */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { currentLang, i18n } from '../../shared/i18n/i18n';

export type IndexMethod = { max_age_ms: number; band_percent: string; weights?: Record<string, string> };
export type PriceSource = { name: string; kind: string; host: string | null };
export type InstrumentSources = {
  symbol: string;
  simulated: boolean;
  sources: PriceSource[];
  effective_at: number | null;
};
export type SourcesAnswer = { method: IndexMethod; instruments: InstrumentSources[] };
export type SourceChange = { symbol: string; sources: PriceSource[]; method: IndexMethod; effective_at: number };
export type LogKey = { algorithm: string; public_key: string; key_id: string };
export type SignedHead = { symbol: string; size: number; root: string; ts: number; key_id: string; signature: string };
export type Paged<T> = { list: T[]; total: number; page: number; limit: number };
export type CheckResult = { name: string; ok: boolean; detail: string };
export type CheckAnswer = { ok: boolean; checks: CheckResult[] };
export type ReceiptBundle = Record<string, unknown>;

type Query = Record<string, string | number | undefined>;

/** A public call (`/api<path>`), its envelope unwrapped; a refusal is thrown with the server's message. */
async function publicCall<T>(path: string, query: Query = {}, body?: unknown): Promise<T> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  params.set('lang', currentLang());
  let envelope: { type?: string; message?: unknown };
  try {
    const res = await fetch(`/api${path}?${params}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    envelope = (await res.json()) as typeof envelope;
  } catch {
    throw new Error(i18n.t('errors.network'));
  }
  if (envelope.type === 'ok') return envelope.message as T;
  throw new Error(
    typeof envelope.message === 'string' && envelope.message ? envelope.message : i18n.t('errors.failed'),
  );
}

export const transparencyKeys = {
  all: ['transparency'] as const,
  sources: ['transparency', 'sources'] as const,
  key: ['transparency', 'key'] as const,
  head: (symbol: string) => ['transparency', 'head', symbol] as const,
  heads: (symbol: string, page: number, limit: number) => ['transparency', 'heads', symbol, page, limit] as const,
  history: (symbol: string) => ['transparency', 'history', symbol] as const,
};

/** GET /market/sources */
export const useSources = () =>
  useQuery({ queryKey: transparencyKeys.sources, queryFn: () => publicCall<SourcesAnswer>('/market/sources') });
/** GET /market/log/key */
export const useLogKey = () =>
  useQuery({ queryKey: transparencyKeys.key, queryFn: () => publicCall<LogKey>('/market/log/key') });
/** GET /market/log/head?symbol= (null while the log has no signed head) */
export const useLogHead = (symbol: string) =>
  useQuery({
    queryKey: transparencyKeys.head(symbol),
    queryFn: () => publicCall<SignedHead | null>('/market/log/head', { symbol }),
  });
/** GET /market/log/heads?symbol=&page=&limit=, newest first */
export const useLogHeads = (symbol: string, page: number, limit: number) =>
  useQuery({
    queryKey: transparencyKeys.heads(symbol, page, limit),
    queryFn: () => publicCall<Paged<SignedHead>>('/market/log/heads', { symbol, page, limit }),
    placeholderData: keepPreviousData,
  });
/** GET /market/sources/history?symbol=, newest first */
export const useSourceHistory = (symbol: string) =>
  useQuery({
    queryKey: transparencyKeys.history(symbol),
    queryFn: () => publicCall<SourceChange[]>('/market/sources/history', { symbol }),
  });
/** GET /receipt/bundle?id= */
export const useLoadBundle = () =>
  useMutation({ mutationFn: (id: string) => publicCall<ReceiptBundle>('/receipt/bundle', { id }) });
/** POST /receipt/check */
export const useCheckBundle = () =>
  useMutation({ mutationFn: (bundle: ReceiptBundle) => publicCall<CheckAnswer>('/receipt/check', {}, bundle) });
