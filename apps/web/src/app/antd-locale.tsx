import type { Lang } from '@app/i18n';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import frFR from 'antd-mobile/es/locales/fr-FR';
import jaJP from 'antd-mobile/es/locales/ja-JP';
import koKR from 'antd-mobile/es/locales/ko-KR';
import thTH from 'antd-mobile/es/locales/th-TH';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhHK from 'antd-mobile/es/locales/zh-HK';
import type { ReactNode } from 'react';
import { useSession } from '../stores/session';

const LOCALES: Record<Lang, typeof enUS> = {
  en: enUS,
  zh: zhCN,
  hk: zhHK,
  th: thTH,
  jp: jaJP,
  kor: koKR,
  fra: frFR,
  spa: esES,
};

/** antd-mobile's own texts (infinite scroll, pickers, dialogs) follow the session language. */
export function AntdLocale({ children }: { children: ReactNode }) {
  const lang = useSession((s) => s.lang);
  return <ConfigProvider locale={LOCALES[lang]}>{children}</ConfigProvider>;
}
