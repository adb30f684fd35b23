import { QueryClient } from '@tanstack/react-query';

/** Server state. Failures are shown by the request helper or inline, so queries retry once only. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
  },
});
