import { type Lang, systemLocale } from '@app/i18n';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * When the data on screen was received: the oldest answer among the queries a mounted screen reads, so the
 * offline banner never claims fresher data than some of what is shown. Undefined when nothing shown has data.
 */
export function shownDataTime(queryClient: QueryClient): number | undefined {
  let oldest: number | undefined;
  for (const q of queryClient.getQueryCache().getAll()) {
    if (q.getObserversCount() === 0 || q.state.data === undefined || q.state.dataUpdatedAt <= 0) continue;
    if (oldest === undefined || q.state.dataUpdatedAt < oldest) oldest = q.state.dataUpdatedAt;
  }
  return oldest;
}

export function useShownDataTime(): number | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () => shownDataTime(queryClient));
}

/** `10:42` today, `Nov 26, 10:42` before, in the UI language's locale and 24-hour time. */
export function formatDataTime(at: number, lang: Lang, now = Date.now()): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(systemLocale(lang), {
    ...(sameDay ? {} : { month: 'short', day: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}
