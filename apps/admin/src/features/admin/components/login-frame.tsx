import { type AlertProps, theme } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';

// The login screen draws its card, title and subtitle with antd's own tokens instead of Card and Typography: Card
// brings Tabs, Skeleton and the menu code, Typography its tooltip and editor, ~30 KB gzip the login never uses.

/** antd's bordered Card (no title): same border, radius, background and padding. */
export function LoginCard({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        boxSizing: 'border-box',
        width: 380,
        padding: token.paddingLG,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      {children}
    </div>
  );
}

/** Typography.Title level 3 without a top margin. */
export function LoginTitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <h3
      style={{
        margin: '0 0 0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token.fontSizeHeading3,
        lineHeight: token.lineHeightHeading3,
        wordBreak: 'break-word',
      }}
    >
      {children}
    </h3>
  );
}

/** Typography.Paragraph type="secondary". */
export function LoginSubtitle({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: '1em', color: token.colorTextDescription, wordBreak: 'break-word' }}>{children}</div>
  );
}

const loadAlert = () => import('antd/es/alert');
const Alert = lazy(loadAlert);

/**
 * antd's Alert for the server's answer (an error, the 2FA prompt). Not part of the first drawing: its code is
 * fetched once the screen is up (useLoginNote), well before the first answer can arrive.
 */
export function LoginNote(props: AlertProps & { 'data-testid': string }) {
  return (
    <Suspense fallback={null}>
      <Alert {...props} />
    </Suspense>
  );
}

export function useLoginNote() {
  useEffect(() => void loadAlert(), []);
}
