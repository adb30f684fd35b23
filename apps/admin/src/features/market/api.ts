import type {
  AdminFeed,
  AdminFiat,
  AdminFiatInput,
  AdminInstrument,
  AdminInstrumentInput,
  QuoteKind,
} from '@app/api/market';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../shared/api/request';

export type {
  AdminFeed as FeedAnswer,
  AdminFiat as FiatRate,
  AdminInstrument as Instrument,
  QuoteKind as InstrumentKind,
} from '@app/api/market';
// Wire shapes of docs/api-market.md "Back office" come from the contract (@app/api/market); the screens keep their
// names for them.

/** `PUT /admin/market/instruments/:id`: any subset of the editable fields. */
export type InstrumentInput = z.input<typeof AdminInstrumentInput>;
/** The fiat form's values; `PUT /admin/market/fiats/:code` takes any subset of them. */
export type FiatInput = Required<z.input<typeof AdminFiatInput>>;

/**
 * Limits of the server's input schema (`AdminInstrumentInput`), checked before sending; they are bounds inside the
 * schema, not constants the contract exports (api.test.ts checks they agree).
 */
export const INSTRUMENT_LIMITS = { precisionMax: 12, sortMax: 1_000_000, nameMax: 60, logoMax: 500 } as const;

export const marketKeys = {
  instruments: (kind?: QuoteKind) => ['market', 'instruments', kind ?? 'all'] as const,
  allInstruments: ['market', 'instruments'] as const,
  feed: ['market', 'feed'] as const,
  fiats: ['market', 'fiats'] as const,
};

export function useInstruments(kind?: QuoteKind) {
  return useQuery({
    queryKey: marketKeys.instruments(kind),
    queryFn: () => api.get<AdminInstrument[]>('/market/instruments', { kind }),
    staleTime: 0,
  });
}

export function useSaveInstrument() {
  const qc = useQueryClient();
  const { t } = useTranslation('market');
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: InstrumentInput; done?: string }) =>
      api.put<AdminInstrument>(`/market/instruments/${id}`, input),
    onSuccess: (saved, { done }) => {
      message.success(done ?? t('instruments.savedDone', { symbol: saved.symbol }));
      return qc.invalidateQueries({ queryKey: marketKeys.allInstruments });
    },
  });
}

/** The price sources, read-only: the deployment sets them and no back-office route writes one. */
export function useFeed() {
  return useQuery({
    queryKey: marketKeys.feed,
    queryFn: () => api.get<AdminFeed>('/market/feed'),
    staleTime: 0,
    refetchInterval: 10_000,
  });
}

export function useFiats() {
  return useQuery({ queryKey: marketKeys.fiats, queryFn: () => api.get<AdminFiat[]>('/market/fiats'), staleTime: 0 });
}

export function useSaveFiat() {
  const qc = useQueryClient();
  const { t } = useTranslation('market');
  return useMutation({
    mutationFn: ({ code, input }: { code: string; input: z.input<typeof AdminFiatInput> }) =>
      api.put<AdminFiat>(`/market/fiats/${encodeURIComponent(code)}`, input),
    onSuccess: (_f, { code }) => {
      message.success(t('fiats.savedDone', { code }));
      return qc.invalidateQueries({ queryKey: marketKeys.fiats });
    },
  });
}
