import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { api } from '../../../shared/api/request';
import { optionKeys } from './keys';
import type { OptionCountry, OptionCountryInput, OptionPair } from './types';

// `GET /admin/options/pairs`, `PUT /admin/options/pairs/:id` and `GET/PUT /admin/options/countries` (section
// option-settings: super; audited). A switched-off pair or country refuses new orders; open orders still settle.

export function useOptionPairs() {
  return useQuery({
    queryKey: optionKeys.pairs,
    queryFn: () => api.get<OptionPair[]>('/options/pairs'),
    staleTime: 0,
  });
}

/** `done` is the success message, worded by the screen (it knows whether the pair was opened or closed). */
export function useSwitchOptionPair() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean; done: string }) =>
      api.put<OptionPair>(`/options/pairs/${id}`, { enabled }),
    onSuccess: (_saved, { done }) => {
      message.success(done);
      return qc.invalidateQueries({ queryKey: optionKeys.pairs });
    },
  });
}

export function useOptionCountries() {
  return useQuery({
    queryKey: optionKeys.countries,
    queryFn: () => api.get<OptionCountry[]>('/options/countries'),
    staleTime: 0,
  });
}

/** Adds a country or switches it (the server upserts by country code). */
export function useSaveOptionCountry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ input }: { input: OptionCountryInput; done: string }) =>
      api.put<OptionCountry>('/options/countries', input),
    onSuccess: (_saved, { done }) => {
      message.success(done);
      return qc.invalidateQueries({ queryKey: optionKeys.countries });
    },
  });
}
