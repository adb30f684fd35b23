import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, Spin, theme } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { useAntdLocale } from '../shared/i18n/antd-locale';
import { useSession } from '../shared/session/session-store';
import { AppRoutes } from './router';

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

/**
 * The text style antd's <App> gives its children, without <App> itself: its message/modal/notification hooks are
 * unused (the static `message` is) and would put the modal and notification code in front of the login screen.
 */
function TextStyle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const { colorText: color, fontSize, lineHeight, fontFamily } = token;
  return <div style={{ color, fontSize, lineHeight, fontFamily }}>{children}</div>;
}

/** Rendered once the shell texts of the language are there (useAntdLocale waits for them). */
function LocalizedApp() {
  const locale = useAntdLocale();
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#1f6feb', borderRadius: 6 } }}>
      <TextStyle>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter basename="/admin">
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </TextStyle>
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
