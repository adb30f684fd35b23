/**
 * The public evidence behind receipts (docs: issue 30 items 5, 6, 8): the deployment's price sources and index
 * method, the price log's signing key and signed heads, and the receipt check. No login; every call is silent (the
 * pages show their own error state) and shows no loading indicator over a page that has its own skeleton.
 *
 * Wire types come from @app/api as type-only imports (market/log.ts, market/sources.ts, receipts/), so zod stays
 * out of the bundle; the pages keep their own short names for them.
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
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { get, post } from '../../../lib/request';

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
/** A receipt bundle: self-contained JSON the offline verifier reads; this client only carries it. */
export type ReceiptBundle = Record<string, unknown>;

const quiet = (signal?: AbortSignal) => ({ silent: true, loading: false, signal });

export const transparencyKeys = {
  all: ['transparency'] as const,
  sources: () => [...transparencyKeys.all, 'sources'] as const,
  history: (symbol: string) => [...transparencyKeys.all, 'history', symbol] as const,
  key: () => [...transparencyKeys.all, 'key'] as const,
  head: (symbol: string) => [...transparencyKeys.all, 'head', symbol] as const,
};

/** GET /market/sources: the method and, per instrument, its sources and since when. */
export const getSources = (signal?: AbortSignal) => get<SourcesAnswer>('/market/sources', undefined, quiet(signal));
/** GET /market/sources/history?symbol=: every set of sources the instrument had, newest first. */
export const getSourceHistory = (symbol: string, signal?: AbortSignal) =>
  get<SourceChange[]>('/market/sources/history', { symbol }, quiet(signal));
/** GET /market/log/key: the public key that signs the heads. */
export const getLogKey = (signal?: AbortSignal) => get<LogKey>('/market/log/key', undefined, quiet(signal));
/** GET /market/log/head?symbol=: the newest signed head (null while the log has none). */
export const getLogHead = (symbol: string, signal?: AbortSignal) =>
  get<SignedHead | null>('/market/log/head', { symbol }, quiet(signal));
/** GET /receipt/bundle?id=: what the offline verifier needs to check one receipt. */
export const getBundle = (id: string) => get<ReceiptBundle>('/receipt/bundle', { id }, { silent: true });
/** POST /receipt/check: the server runs the offline verifier's checks on a pasted bundle. */
export const checkBundle = (bundle: ReceiptBundle) => post<CheckAnswer>('/receipt/check', bundle, { silent: true });

export const sourcesQuery = () =>
  queryOptions({ queryKey: transparencyKeys.sources(), queryFn: ({ signal }) => getSources(signal) });

export const useSources = () => useQuery(sourcesQuery());
export const useLogKey = () =>
  useQuery({ queryKey: transparencyKeys.key(), queryFn: ({ signal }) => getLogKey(signal), staleTime: 60_000 });
export const useSourceHistory = (symbol: string) =>
  useQuery({ queryKey: transparencyKeys.history(symbol), queryFn: ({ signal }) => getSourceHistory(symbol, signal) });
export const useLogHead = (symbol: string) =>
  useQuery({ queryKey: transparencyKeys.head(symbol), queryFn: ({ signal }) => getLogHead(symbol, signal) });

export const useLoadBundle = () => useMutation({ mutationFn: getBundle });
export const useCheckBundle = () => useMutation({ mutationFn: checkBundle });
