import { ConfigProvider, Spin, theme } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { useAntdLocale } from '../shared/i18n/antd-locale';
import { AppRoutes } from './router';

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
        <BrowserRouter basename="/admin">
          <AppRoutes />
        </BrowserRouter>
      </TextStyle>
    </ConfigProvider>
  );
}

export function App() {
  return (
    // The fallback fills the screen the login will fill: nothing moves when one replaces the other (CLS).
    <Suspense
      fallback={
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}>
          <Spin />
        </div>
      }
    >
      <LocalizedApp />
    </Suspense>
  );
}
