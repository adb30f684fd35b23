import { ConfigProvider, theme, unstableSetRender } from 'antd';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useAntdLocale } from '../shared/i18n/antd-locale';

// antd 5 renders message/modal/notification through ReactDOM.render, gone in React 19: give it createRoot. Set
// when the signed-in screens load (signed-in.tsx); the login screen draws without antd.
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    host._reactRoot = undefined;
  };
});

/**
 * The text style antd's <App> gives its children, without <App> itself: its message/modal/notification hooks are
 * unused (the static `message` is).
 */
function TextStyle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const { colorText: color, fontSize, lineHeight, fontFamily } = token;
  return <div style={{ color, fontSize, lineHeight, fontFamily }}>{children}</div>;
}

/** antd's theme and its texts in the operator's language, around the signed-in screens. */
export function AntdFrame({ children }: { children: ReactNode }) {
  const locale = useAntdLocale();
  return (
    <ConfigProvider locale={locale} theme={{ token: { colorPrimary: '#1f6feb', borderRadius: 6 } }}>
      <TextStyle>{children}</TextStyle>
    </ConfigProvider>
  );
}
