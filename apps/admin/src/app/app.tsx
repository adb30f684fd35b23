import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, Spin } from 'antd';
import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { useAntdLocale } from '../shared/i18n/antd-locale';
import { useSession } from '../shared/session/session-store';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    // Errors were already shown by the request helper; retrying would only repeat the message.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});

// Signing out (or a 999) drops every cached answer, so the next admin never sees the previous one's data.
useSession.subscribe((state, prev) => {
  if (prev.token && !state.token) queryClient.clear();
});

/** Rendered once the shell texts of the language are there (useAntdLocale waits for them). */
function LocalizedApp() {
  const locale = useAntdLocale();
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#1f6feb', borderRadius: 6 } }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '120px auto' }} />}>
      <LocalizedApp />
    </Suspense>
  );
}
