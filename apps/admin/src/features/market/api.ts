import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/request';

// Wire shapes of docs/api-market.md "Back office" (not in @app/api yet; field names exactly as the contract).

export const INSTRUMENT_KINDS = ['spot', 'stock'] as const;
export type InstrumentKind = (typeof INSTRUMENT_KINDS)[number];

export type Instrument = {
  id: number;
  symbol: string;
  kind: InstrumentKind;
  name: string;
  enabled: boolean;
  sort: number;
  hot: boolean;
  /** Price decimals. */
  precision: number;
  amount_precision: number;
  logo: string;
  currency_id: number;
  legal_id: number;
  max_leverage?: number | null;
  leverages?: number[] | null;
};

export type InstrumentInput = Partial<
  Pick<Instrument, 'enabled' | 'sort' | 'hot' | 'precision' | 'amount_precision' | 'logo' | 'name'>
>;

export const FEED_SOURCES = ['sim', 'exchange'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];
export type FeedSettings = { source: FeedSource; seed: number; exchange_url: string };
/**
 * The saved settings, what runs now (`running`) and whether they differ (`restart_required`): the answer's way of
 * saying that a change applies at restart. `last_tick_at` is epoch ms of the last price the running feed produced.
 */
export type FeedAnswer = FeedSettings & {
  running: FeedSettings;
  restart_required: boolean;
  last_tick_at: number | null;
};

/** Same field names as the public `GET /market/fiats` (`currency_code`), plus `enabled`. */
export type FiatRate = {
  currency_code: string;
  symbol: string;
  name: string;
  /** Units per 1 USD, a decimal string. */
  rate: string;
  enabled: boolean;
};
export type FiatInput = { rate: string; enabled: boolean };

/** Limits of the server's input schemas (@app/api market.ts), checked before sending. */
export const INSTRUMENT_LIMITS = { precisionMax: 12, sortMax: 1_000_000, nameMax: 60, logoMax: 500 } as const;
export const FEED_SEED_MAX = 2_147_483_647;

export const marketKeys = {
  instruments: (kind?: InstrumentKind) => ['market', 'instruments', kind ?? 'all'] as const,
  allInstruments: ['market', 'instruments'] as const,
  feed: ['market', 'feed'] as const,
  fiats: ['market', 'fiats'] as const,
};

export function useInstruments(kind?: InstrumentKind) {
  return useQuery({
    queryKey: marketKeys.instruments(kind),
    queryFn: () => api.get<Instrument[]>('/market/instruments', { kind }),
    staleTime: 0,
  });
}

export function useSaveInstrument() {
  const qc = useQueryClient();
  const { t } = useTranslation('market');
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: InstrumentInput; done?: string }) =>
      api.put<Instrument>(`/market/instruments/${id}`, input),
    onSuccess: (saved, { done }) => {
      message.success(done ?? t('instruments.savedDone', { symbol: saved.symbol }));
      return qc.invalidateQueries({ queryKey: marketKeys.allInstruments });
    },
  });
}

export function useFeed() {
  return useQuery({ queryKey: marketKeys.feed, queryFn: () => api.get<FeedAnswer>('/market/feed'), staleTime: 0 });
}

export function useSaveFeed() {
  const qc = useQueryClient();
  const { t } = useTranslation('market');
  return useMutation({
    mutationFn: (input: FeedSettings) => api.put<FeedAnswer>('/market/feed', input),
    onSuccess: (saved) => {
      message.success(t('feed.savedDone'));
      qc.setQueryData(marketKeys.feed, saved);
    },
  });
}

export function useFiats() {
  return useQuery({ queryKey: marketKeys.fiats, queryFn: () => api.get<FiatRate[]>('/market/fiats'), staleTime: 0 });
}

export function useSaveFiat() {
  const qc = useQueryClient();
  const { t } = useTranslation('market');
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: Partial<FiatInput> }) =>
      api.put<FiatRate>(`/market/fiats/${encodeURIComponent(code)}`, input),
    onSuccess: (_f, { code }) => {
      message.success(t('fiats.savedDone', { code }));
      return qc.invalidateQueries({ queryKey: marketKeys.fiats });
    },
  });
}
