import { DEFAULT_FIAT_RATE, FIAT_CURRENCIES, type FiatCurrency } from '@app/api';
import type { Lang } from '@app/i18n';
import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { useSession } from '../../stores/session';

const DISPLAY_LOCALE: Record<Lang, string> = {
  en: 'en',
  zh: 'zh-Hans',
  hk: 'zh-Hant',
  th: 'th',
  jp: 'ja',
  kor: 'ko',
  fra: 'fr',
  spa: 'es',
};

/** The currency's name in the UI language (Intl knows them all), else the package's English name. */
function useCurrencyName(lang: Lang) {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([DISPLAY_LOCALE[lang]], { type: 'currency' });
    } catch {
      names = null;
    }
    return (fiat: FiatCurrency) => names?.of(fiat.currency_code) ?? fiat.name;
  }, [lang]);
}

/**
 * The fiat currencies amounts can be shown in. Choosing one persists it. USD is the reference at rate 1; other
 * rates come from the server's rate list (refreshFiatFromList), so until then the rate is empty (unknown) rather
 * than a made-up 1.
 */
export function FiatList({ onPicked }: { onPicked?: (code: string) => void }) {
  const lang = useSession((s) => s.lang);
  const current = useSession((s) => s.fiat);
  const setFiat = useSession((s) => s.setFiat);
  const nameOf = useCurrencyName(lang);
  return (
    <List className="picker-list">
      {FIAT_CURRENCIES.map((fiat) => (
        <List.Item
          key={fiat.currency_code}
          data-testid={`fiat-option-${fiat.currency_code}`}
          arrowIcon={false}
          prefix={<span className="fiat-symbol">{fiat.symbol}</span>}
          description={nameOf(fiat)}
          extra={fiat.currency_code === current.currency_code ? <CheckOutline className="picker-check" /> : null}
          onClick={() => {
            if (fiat.currency_code !== current.currency_code) {
              setFiat({
                currency_code: fiat.currency_code,
                rate: fiat.currency_code === 'USD' ? DEFAULT_FIAT_RATE : '',
              });
            }
            onPicked?.(fiat.currency_code);
          }}
        >
          {fiat.currency_code}
        </List.Item>
      ))}
    </List>
  );
}
