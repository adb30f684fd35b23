import { ConfigProvider } from 'antd-mobile';
import type { ReactNode } from 'react';
import { antdLocale } from '../i18n/antd-locales';
import { useTranslation } from '../i18n/use-translation';

/**
 * antd-mobile's own texts (infinite scroll, pickers, dialogs) follow the UI language. The language switch loads
 * the locale before it switches (i18n/apply-language.ts), so it is here when the language changes.
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = antdLocale(i18n.language);
  return <ConfigProvider {...(locale ? { locale } : {})}>{children}</ConfigProvider>;
}
