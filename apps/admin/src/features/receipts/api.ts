/**
 * The transparency screen's data: the same public routes the mobile app's transparency page reads (no login, no
 * /admin prefix: the back office shows exactly what users see), and the receipt check. Wire types from @app/api
 * (market/log.ts, market/sources.ts, receipts/).
 */
import type {
  BundleCheck,
  BundleVerdict,
  MarketSourcesAnswer,
  PriceIndexMethod,
  PriceLogHead,
  PriceLogKey,
  PriceSourceRef,
  SourceSetEntry,
  InstrumentSources as WireInstrumentSources,
} from '@app/api';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { currentLang, i18n } from '../../shared/i18n/i18n';

export type IndexMethod = PriceIndexMethod;
export type PriceSource = PriceSourceRef;
export type InstrumentSources = WireInstrumentSources;
export type SourcesAnswer = MarketSourcesAnswer;
export type SourceChange = SourceSetEntry;
export type LogKey = PriceLogKey;
export type SignedHead = PriceLogHead;
export type Paged<T> = { list: T[]; total: number; page: number; limit: number };
export type CheckResult = BundleCheck;
export type CheckAnswer = BundleVerdict;
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
