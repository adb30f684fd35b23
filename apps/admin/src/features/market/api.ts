import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
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
  currency_id?: number;
  legal_id?: number;
};

export type InstrumentInput = Partial<
  Pick<Instrument, 'enabled' | 'sort' | 'hot' | 'precision' | 'amount_precision' | 'logo' | 'name'>
>;

export const FEED_SOURCES = ['sim', 'exchange'] as const;
export type FeedSource = (typeof FEED_SOURCES)[number];
export type FeedSettings = { source: FeedSource; seed: number | string; exchange_url: string };
/** The answer also says that a change applies at restart; its field name is not in the contract, so any text is kept. */
export type FeedAnswer = FeedSettings & { note?: string; message?: string; restart_required?: boolean };

export type FiatRate = {
  code: string;
  /** Units per 1 USD, a decimal string. */
  rate: string;
  enabled: boolean;
  name?: string;
  symbol?: string;
};
export type FiatInput = { rate: string; enabled: boolean };

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
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: InstrumentInput; done?: string }) =>
      api.put<Instrument>(`/market/instruments/${id}`, input),
    onSuccess: (saved, { done }) => {
      message.success(done ?? `${saved.symbol} saved`);
      return qc.invalidateQueries({ queryKey: marketKeys.allInstruments });
    },
  });
}

export function useFeed() {
  return useQuery({ queryKey: marketKeys.feed, queryFn: () => api.get<FeedAnswer>('/market/feed'), staleTime: 0 });
}

export function useSaveFeed() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedSettings) => api.put<FeedAnswer>('/market/feed', input),
    onSuccess: (saved) => {
      message.success('Feed settings saved');
      qc.setQueryData(marketKeys.feed, saved);
    },
  });
}

export function useFiats() {
  return useQuery({ queryKey: marketKeys.fiats, queryFn: () => api.get<FiatRate[]>('/market/fiats'), staleTime: 0 });
}

export function useSaveFiat() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: FiatInput }) =>
      api.put<FiatRate>(`/market/fiats/${encodeURIComponent(code)}`, input),
    onSuccess: (_f, { code }) => {
      message.success(`${code} saved`);
      return qc.invalidateQueries({ queryKey: marketKeys.fiats });
    },
  });
}
